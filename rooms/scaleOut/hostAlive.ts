// The crash watch's second sign (issue 35): a process whose heartbeat is stale is taken for dead only when it also
// fails to answer over Colyseus's presence (Redis with several processes). Its heartbeat goes stale for reasons
// that leave it alive and playing (a database pool held by a flood, a slow database); its presence answer does
// not depend on the database at all, and a killed process (or a lost machine) cannot answer. Colyseus's own
// public IPC request is used: the same ping its health check sends, on a channel named by our process id.
import { requestFromIPC, subscribeIPC, type Presence } from '@colyseus/core';

/** How long a survivor waits for a stale process's answer before taking it for gone (ms). */
export const ALIVE_ANSWER_MS = 2000;

/** Asks whether a process is gone. */
export interface HostCheck {
  /** True only when the process surely did not answer; false when it answered or it could not be asked. */
  gone(processId: string): Promise<boolean>;
}

const channelOf = (processId: string) => `octoduel:host:${processId}`;

/** Process `processId` answers every survivor's question while its event loop runs. */
export async function answerAlive(presence: Presence, processId: string): Promise<void> {
  await subscribeIPC(presence, channelOf(processId), () => true);
}

/**
 * Asks over `presence`. Only the request's own timeout (nobody answered) means gone: when the presence itself
 * cannot be reached, nothing is known, and a game is never claimed on the heartbeat alone.
 */
export function presenceCheck(presence: Presence, answerMs = ALIVE_ANSWER_MS): HostCheck {
  return {
    async gone(processId) {
      let timer: NodeJS.Timeout | undefined;
      // Redis unreachable: the request's subscribe waits for it, and then this answers "not known".
      const unknown = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => {
          resolve(false);
        }, answerMs * 2);
      });
      const asked = requestFromIPC(presence, channelOf(processId), 'alive', [], answerMs).then(
        () => false,
        (err: unknown) => err instanceof Error && err.message === 'ipc_timeout',
      );
      try {
        return await Promise.race([asked, unknown]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
