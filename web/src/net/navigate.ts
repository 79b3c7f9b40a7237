/** Sends the browser to another page (a sign-in provider's, say). Its own module so component tests can replace it. */
export function openPage(url: string): void {
  window.location.assign(url);
}
