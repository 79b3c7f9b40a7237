// The load bots' decoding made lighter, the same for both servers measured (loadBots.ts installs it first).
// colyseus.js with @colyseus/schema 3 spends most of a loaded bot process's time in garbage collection, for two
// reasons that have nothing to do with the server being measured:
// - schema strings are decoded one character at a time (`string += String.fromCharCode(byte)`), which leaves a
//   chain of thousands of small string pieces for a long string (a finished game's `record`, ~5 KB; the 64-hex
//   commitments), kept until the string is flattened; 2,000 clients decoding them at once grew the bot process's
//   heap by ~800 MB and made each young-generation collection take ~45 ms;
// - every join decodes the state's reflection even when the client was given the state's class, where
//   colyseus.js's own comment calls it a no-op; it builds classes only to drop them.
// Here strings are decoded by Node's UTF-8 decoder in one go (the same bytes, the same string) and a join with a
// known state class skips the reflection. What the bots measure (when each reveal arrives) is unchanged.
import { Decoder, decode, type Iterator, type Schema } from '@colyseus/schema';
import { registerSerializer, SchemaSerializer } from 'colyseus.js';

/** An unsigned integer of `size` bytes, least significant first (how @colyseus/schema writes lengths). */
function readLittleEndian(bytes: Uint8Array, it: Iterator, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value += bytes[it.offset++]! * 2 ** (8 * i);
  return value;
}

/** @colyseus/schema's `string` decoder (msgpack-style length prefix), reading the UTF-8 bytes in one call. */
export function decodeString(bytes: Uint8Array, it: Iterator): string {
  const prefix = bytes[it.offset++]!;
  let length = 0;
  if (prefix < 0xc0) length = prefix & 0x1f;
  else if (prefix === 0xd9) length = bytes[it.offset++]!;
  else if (prefix === 0xda) length = readLittleEndian(bytes, it, 2);
  else if (prefix === 0xdb) length = readLittleEndian(bytes, it, 4);
  length = Math.min(length, bytes.length - it.offset);
  const from = it.offset;
  it.offset += length;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8', from, from + length);
}

/** colyseus.js's schema serializer, without the reflection decode when the state's class is known. */
export class KnownStateSerializer<T extends Schema> extends SchemaSerializer<T> {
  override handshake(bytes: Buffer, it?: Iterator): void {
    // colyseus.js sets `state` before the handshake only when the room was joined with the state's class.
    if ((this.state as T | undefined) === undefined) {
      super.handshake(bytes, it);
      return;
    }
    this.decoder = new Decoder(this.state as never);
  }
}

/** Makes every schema string in this process decode with decodeString and every join use KnownStateSerializer. */
export function installLightDecoding(): void {
  (decode as Record<string, unknown>).string = decodeString;
  registerSerializer('schema', KnownStateSerializer);
}
