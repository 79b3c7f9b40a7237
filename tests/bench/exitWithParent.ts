/**
 * Exits this process soon after the process that started it is gone (a load run killed outright must not
 * leave a server or bots running): the parent id changes when the parent dies.
 */
export function exitWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(1);
  }, 2000).unref();
}
