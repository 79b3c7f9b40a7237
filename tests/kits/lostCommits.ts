// A database whose commit goes through but whose answer never reaches the caller (the connection drops right
// after COMMIT): the data is stored, yet the caller sees an error and, reasonably, tries again.
import type { Kysely } from 'kysely';
import type { Database } from '../../api/db/schema';

export class LostCommits {
  /** How many of the next transactions that commit answer with an error instead. */
  lost = 0;
  /** The answers that were lost (what each committed transaction returned), oldest first. */
  readonly answers: unknown[] = [];

  /** `db`, with each transaction's answer lost after its commit while `lost` is above 0. */
  wrap(db: Kysely<Database>): Kysely<Database> {
    const bound = (target: object, prop: string | symbol): unknown => {
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    };
    return new Proxy(db, {
      get: (target, prop) => {
        if (prop !== 'transaction') return bound(target, prop);
        return () => {
          const builder = target.transaction();
          return new Proxy(builder, {
            get: (b, p) => {
              if (p !== 'execute') return bound(b, p);
              return async <T>(callback: Parameters<typeof builder.execute<T>>[0]): Promise<T> => {
                const answer = await b.execute(callback);
                if (this.lost > 0) {
                  this.lost--;
                  this.answers.push(answer);
                  throw new Error('connection lost after COMMIT (on purpose): the answer never arrived');
                }
                return answer;
              };
            },
          });
        };
      },
    });
  }
}
