import { describe, expect, test } from 'vitest';
import { METHOD_TEXT, methodOrder, SIGN_IN_METHODS, type MethodContext } from './methodOrder';

const signIn: MethodContext = {
  phone: false,
  keychain: false,
  hiveSigner: true,
  legacy: true,
  linking: false,
};

describe('the first option fits the device', () => {
  test.each([
    {
      name: 'a desktop with the Keychain extension',
      context: { ...signIn, keychain: true },
      order: ['keychain', 'hiveauth', 'hivesigner', 'smartlock', 'legacy'],
    },
    {
      name: 'a desktop without it (Keychain still first: it says where to get it)',
      context: signIn,
      order: ['keychain', 'hiveauth', 'hivesigner', 'smartlock', 'legacy'],
    },
    {
      name: 'a phone without Keychain: HiveAuth, HiveSigner, then Open in Keychain Mobile',
      context: { ...signIn, phone: true },
      order: ['hiveauth', 'hivesigner', 'keychain-mobile', 'smartlock', 'legacy'],
    },
    {
      name: "inside Keychain Mobile's browser (a phone with Keychain): Keychain first, as on a desktop",
      context: { ...signIn, phone: true, keychain: true },
      order: ['keychain', 'hiveauth', 'hivesigner', 'smartlock', 'legacy'],
    },
  ])('$name', ({ context, order }) => {
    expect(methodOrder(context)).toEqual(order);
  });
});

describe('what is offered at all', () => {
  test.each([
    {
      name: 'HiveSigner not set up on the server: not offered',
      context: { ...signIn, phone: true, hiveSigner: false },
      order: ['hiveauth', 'keychain-mobile', 'smartlock', 'legacy'],
    },
    {
      name: 'no old credentials',
      context: { ...signIn, legacy: false },
      order: ['keychain', 'hiveauth', 'hivesigner', 'smartlock'],
    },
    {
      name: 'linking on a desktop: only the methods that link (Keychain and SmartLock)',
      context: { ...signIn, legacy: false, linking: true },
      order: ['keychain', 'smartlock'],
    },
    {
      name: 'linking on a phone: no HiveSigner or HiveAuth; the Keychain Mobile hand-off stays (the app links with Keychain)',
      context: { ...signIn, phone: true, legacy: false, linking: true },
      order: ['keychain-mobile', 'smartlock'],
    },
  ])('$name', ({ context, order }) => {
    expect(methodOrder(context)).toEqual(order);
  });

  test('SmartLock stays on every device, and nothing is offered twice', () => {
    for (const phone of [false, true])
      for (const keychain of [false, true])
        for (const linking of [false, true]) {
          const order = methodOrder({ ...signIn, phone, keychain, linking });
          expect(order).toContain('smartlock');
          expect(new Set(order).size).toBe(order.length);
        }
  });
});

describe("each method's one line", () => {
  test.each(SIGN_IN_METHODS.map((id) => ({ id, ...METHOD_TEXT[id] })))(
    '$title says what it is and which key it uses, in one sentence',
    ({ id, line }) => {
      expect(line).toMatch(id === 'legacy' ? /no Hive key/ : /posting key/);
      expect(line).not.toMatch(/\n/);
      expect(line.split('. ')).toHaveLength(1);
    },
  );
});
