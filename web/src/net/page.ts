/**
 * Reloads the page, as the spec does after a successful name update: every place that shows the name (the
 * header, the profile, anything loaded before) is read again from the server. Its own module so component
 * tests can replace it.
 */
export function reloadPage(): void {
  window.location.reload();
}
