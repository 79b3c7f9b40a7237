// The handshake a client is sent when it joins (the state's type reflection), encoded once per state class and
// shared by every room of that class: Colyseus encodes it once per room, which cost about a millisecond for
// each new game under load (docs/BENCHMARKS.md). The reflection depends only on the state's class.
import { SchemaSerializer, type Serializer } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';

const handshakes = new WeakMap<object, Buffer>();

/** Colyseus's schema serializer, with the handshake shared by every room whose state has the same class. */
export class SharedHandshakeSerializer<T extends Schema> extends SchemaSerializer<T> {
  override handshake(): Buffer {
    const state = this.encoder.state as object | undefined;
    if (state === undefined) return super.handshake();
    let bytes = handshakes.get(state.constructor);
    if (bytes === undefined) {
      bytes = super.handshake();
      handshakes.set(state.constructor, bytes);
    }
    return bytes;
  }
}

/** The serializer a room should use in place of the one Colyseus picked (Room.setSerializer's argument). */
export const sharingHandshake = <T extends Schema>(serializer: Serializer<T>): Serializer<T> =>
  serializer instanceof SchemaSerializer ? new SharedHandshakeSerializer<T>() : serializer;
