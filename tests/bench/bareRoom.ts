// The load benchmark's baseline (bundled by tests/bench/loadRun.ts's serverScript and run by node): a bare Colyseus 0.16 server with
// one room type, `others`, carrying the product's messages (ready, choose, place, move, hit, set → plan,
// gameover) and a state of the same shape (rooms/colyseus/schema.ts), with no rules, accounts or database. It moves on
// when both players have picked, resolves a turn when both plans are set, and shows the reveal for 3 s (10
// turns, then a draw), like the product at full pace. Reads PORT and HOST; prints `listening <url>`.
import { Room, Server, type Client } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { GameRoomState, PlayerSchema, ResultSchema, RevealSchema } from '../../rooms/colyseus/schema';
import { exitWithParent } from './exitWithParent';

exitWithParent();

const REVEAL_MS = Number(process.env.LOAD_REVEAL_MS ?? 0) || 3000;
const TURNS = 10;

interface Plan {
  character: string | null;
  square: number | null;
  move: number | null;
  hit: number | null;
  set: boolean;
  ready: boolean;
}

const freshPlan = (): Plan => ({
  character: null,
  square: null,
  move: null,
  hit: null,
  set: false,
  ready: false,
});

class BareRoom extends Room<GameRoomState> {
  override maxClients = 2;
  private readonly plans = new Map<string, Plan>();

  override onCreate(): void {
    this.state = new GameRoomState();
    this.state.mode = 'others';
    this.onMessage('*', (client, type, body) => {
      this.act(client, String(type), body);
    });
  }

  override onJoin(client: Client): void {
    const p = new PlayerSchema();
    p.seat = this.state.players.size === 0 ? 'A' : 'B';
    p.name = p.username = client.sessionId;
    this.state.players.set(client.sessionId, p);
    this.plans.set(client.sessionId, freshPlan());
    if (this.state.players.size === 2) {
      void this.lock();
      this.enter('start');
    }
  }

  override onLeave(client: Client): void {
    this.plans.delete(client.sessionId);
    if (this.state.phase !== 'over') this.state.players.delete(client.sessionId);
  }

  private enter(phase: string): void {
    this.state.phase = phase;
    this.state.serverTime = Date.now();
    for (const p of this.state.players.values()) p.done = false;
  }

  private act(client: Client, type: string, body: unknown): void {
    const plan = this.plans.get(client.sessionId);
    const player = this.state.players.get(client.sessionId);
    if (plan === undefined || player === undefined) return;
    const square = (body as { square?: unknown } | undefined)?.square;
    const at = typeof square === 'number' ? square : -1;
    const phase = this.state.phase;
    if (type === 'ready' && phase === 'start') plan.ready = player.done = true;
    else if (type === 'choose' && phase === 'choose') {
      plan.character = 'T';
      player.done = true;
    } else if (type === 'place' && phase === 'place') {
      plan.square = at;
      player.done = true;
    } else if (type === 'move' && phase === 'move') plan.move = at;
    else if (type === 'hit' && phase === 'move') plan.hit = at;
    else if (type === 'set' && phase === 'move') plan.set = player.done = true;
    else {
      client.send('error', { code: 'phase/wrong', message: 'Not now.' });
      return;
    }
    client.send('plan', plan);
    if ([...this.state.players.values()].every((p) => p.done)) this.next();
  }

  /** Both players are done with the phase: the next one (a resolved turn shows its reveal for 3 s). */
  private next(): void {
    const s = this.state;
    if (s.phase === 'start') this.enter('choose');
    else if (s.phase === 'choose') this.enter('place');
    else if (s.phase === 'place') {
      for (const [id, p] of s.players) {
        const plan = this.plans.get(id)!;
        p.character = plan.character ?? '';
        p.square = plan.square ?? -1;
      }
      s.turn = 1;
      this.enter('move');
    } else if (s.phase === 'move') this.resolve();
  }

  private resolve(): void {
    const s = this.state;
    const reveal = (s.lastReveal ??= new RevealSchema());
    reveal.turn = s.turn;
    for (const [id, p] of s.players) {
      const plan = this.plans.get(id)!;
      p.square = plan.move ?? p.square;
      if (p.seat === 'A') reveal.assign({ fromA: p.square, moveA: plan.move ?? -1, hitA: plan.hit ?? -1 });
      else reveal.assign({ fromB: p.square, moveB: plan.move ?? -1, hitB: plan.hit ?? -1 });
      Object.assign(plan, { move: null, hit: null, set: false });
    }
    const last = s.turn >= TURNS;
    reveal.outcome = last ? 'draw' : 'next';
    if (last) {
      s.result = new ResultSchema().assign({ winner: 'draw', reason: 'turns' });
      this.enter('over');
      for (const c of this.clients)
        c.send('gameover', { result: 'draw', reason: 'turns', message: 'A draw after 10 turns.' });
      return;
    }
    this.enter('reveal');
    this.clock.setTimeout(() => {
      s.turn += 1;
      this.enter('move');
    }, REVEAL_MS);
  }
}

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const gameServer = new Server({ transport: new WebSocketTransport(), greet: false });
gameServer.define('others', BareRoom);
await gameServer.listen(port, host);
const address = (gameServer.transport as unknown as { server: import('node:http').Server }).server.address();
const actual = typeof address === 'object' && address !== null ? address.port : port;
console.log(`listening http://${host}:${actual}`);
const stop = () => {
  void gameServer.gracefullyShutdown(false).then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
