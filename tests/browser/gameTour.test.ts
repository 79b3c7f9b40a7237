// The phase walk (issue 25): the first turn of a game against the AI on a phone (375 x 667, touch) and on a desktop
// (1280 x 800), looking at every phase (choose, place, move, give, reveal) in one pass. The result (over) is checked
// on gameRecords.test.ts's whole games, on a desktop and on a phone, where a turn's reveal is short: here it lasts
// 4 s to be looked at, and a game played out to its end on it took a minute.
// - axe: no serious or critical WCAG 2.1 A/AA violation (issue 13), dark on the phone, light on the desktop;
// - everything a player needs in view (issue 24): in every phase in which a player acts the board, the countdown
//   and Set (Back in Choose and Place) in view without scrolling and one board size; the reveal's labels never
//   overlap (the result's squares: gameRecords.test.ts);
// - small screens (issue 13, the phone): no sideways scroll at 320 and 375 px, the Choose cards in a strip right
//   under the board, every range picture inside its card, a top-row tip opening downwards;
// - the default art (issue 12): pictures, not letters, and the character's move, give and act pictures in their
//   phases, on its square and in its card;
// - each phase's hint line, and in Choose all 16 cards on a 1280 x 900 screen;
// - screenshots of the game choice and every phase, light and dark, under the git-ignored test-artifacts/.
// Then a game by keyboard alone (leaving a live game asks first), the start bar of a private game, and the
// default art on the admin graphics screens. On the worker's shared harness (its phases wait for the players).
import { existsSync } from 'node:fs';
import { beforeAll, expect, test } from 'vitest';
import type { Dialog, Locator, Page } from 'playwright-core';
import { squareName } from '../../engine';
import { startBrowserHarness, type BrowserHarness } from '../browserHarness';
import { intersects, scrollAtSmallWidths, seriousViolations, type Found } from './checks';
import { ARTIFACTS, shot, waitPhase } from './gameKit';
import { sidewaysScroll, walkAiGame, type ShownPhase } from './phaseWalk';

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});

const SIZES = [
  { name: 'phone', width: 375, height: 667, isMobile: true, hasTouch: true, axe: 'dark' },
  { name: 'desktop', width: 1280, height: 800, isMobile: false, hasTouch: false, axe: 'light' },
] as const;

type Size = (typeof SIZES)[number];

/** A signed-in page on a context of this size (a phone context is mobile and has touch). */
async function pageOf(username: string, size: Size): Promise<Page> {
  const { width, height, isMobile, hasTouch } = size;
  return h.signedInPage(username, { name: username.toUpperCase(), width, height, isMobile, hasTouch });
}

/** Every element matching `selector` with its box inside the viewport (the page scrolled to its top). */
async function outOfView(page: Page, selectors: readonly string[]): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const out: string[] = [];
  for (const selector of selectors) {
    const box = await page.locator(selector).first().boundingBox();
    const vp = page.viewportSize()!;
    if (box === null) out.push(`${selector}: missing`);
    else if (
      box.x < 0 ||
      box.y < 0 ||
      box.x + box.width > vp.width + 0.5 ||
      box.y + box.height > vp.height + 0.5
    )
      out.push(`${selector}: ${JSON.stringify(box)}`);
  }
  return out;
}

/** The boxes of the reveal's hit labels. */
const labelBoxes = (page: Page) =>
  page.locator('text.g-reveal-label').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );

/** The picture shown in an element: its file and pose, and whether a pose badge is drawn over it. */
async function pictureIn(el: Locator) {
  const pic = el.locator('.art-pic').first();
  await pic.waitFor({ timeout: 5000 });
  return {
    file: /([a-z-]+)(-[\w-]{8})?\.svg/.exec((await pic.locator('img').getAttribute('src')) ?? '')?.[1],
    pose: await pic.getAttribute('data-pose'),
    badge: await pic
      .locator('.art-badge')
      .getAttribute('class', { timeout: 1000 })
      .catch(() => null),
    loaded: await pic
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  };
}

// My piece on the board (not the faint copy of it on a planned move's square).
const mine = (page: Page) => page.locator('.g-token-me:not(.g-ghost *)');
// My card (the AI may pick the same character, so not found by name alone).
const myCard = (page: Page) => page.locator('article.art-play-card-me');

/** Waits until my token and my card show the Teacher's chalkboard in this pose (with its badge). */
async function expectPose(page: Page, pose: 'move' | 'give' | 'act') {
  const want = { file: 'teacher', pose, badge: `art-badge art-badge-${pose}`, loaded: true };
  await page
    .locator(`.g-token-me:not(.g-ghost *) .art-pic[data-pose="${pose}"]`)
    .waitFor({ timeout: 10_000 });
  expect(await pictureIn(mine(page))).toEqual(want);
  expect(await pictureIn(myCard(page))).toEqual(want);
  await expect(myCard(page).getAttribute('aria-label')).resolves.toBe('Teacher (T)');
}

/** Screenshots of the page as it is now at its size, light and dark: phase-<name>-<width>-<scheme>.png. */
async function shoot(page: Page, name: string): Promise<string[]> {
  const files: string[] = [];
  const width = page.viewportSize()!.width;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const file = `phase-${name}-${width}-${scheme}`;
    await shot(page, file);
    files.push(`${ARTIFACTS}/${file}.png`);
  }
  return files;
}

/** The art a first-time player sees in Choose: every character as its picture, the letter still there. */
async function expectChooseArt(page: Page) {
  const teacherSquare = page.locator('button.g-sq[data-sq="61"]');
  expect(await pictureIn(teacherSquare)).toEqual({
    file: 'teacher',
    pose: 'face',
    badge: null,
    loaded: true,
  });
  await expect(
    teacherSquare.locator('.g-token-letter').evaluate((el) => getComputedStyle(el, '::before').content),
  ).resolves.toBe('"T"');
  const cook = page.getByRole('button', { name: /^Cook/ });
  expect(await pictureIn(cook)).toEqual({ file: 'cook', pose: 'face', badge: null, loaded: true });
  await expect(page.locator('.g-sq .art-pic').count()).resolves.toBe(16);
  // The default floor under every square, loaded.
  const floor = await page
    .locator('button.g-sq[data-sq="0"] .g-sq-img')
    .evaluate((e) => getComputedStyle(e).backgroundImage);
  expect(floor).toMatch(/floor(-[\w-]+)?\.svg/);
}

/** On a phone in Choose (at 375 x 700): the cards in a strip, pictures inside cards, a top-row tip downwards. */
async function expectChooseStrip(page: Page) {
  // The cards start right under the board, in one strip, not below a 2,000-px page.
  const strip = await page.locator('.g-char-cards').boundingBox();
  expect(strip!.y).toBeLessThan(700);
  expect(strip!.height).toBeLessThan(200);
  // Every range picture inside its card.
  const outside = await page.locator('.g-char-card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const c = card.getBoundingClientRect();
      const p = card.querySelector('.g-range-picture')?.getBoundingClientRect();
      if (p === undefined) return ['no picture'];
      const inside =
        p.left >= c.left && p.right <= c.right + 0.5 && p.top >= c.top && p.bottom <= c.bottom + 0.5;
      return inside ? [] : [card.textContent];
    }),
  );
  expect(outside).toEqual([]);
  // A tip on the top row opens downwards (never over the header), inside the board.
  await page.locator('button.g-sq[data-sq="2"]').hover();
  const tip = page.locator('button.g-sq[data-sq="2"] + .g-sq-tip');
  await tip.waitFor();
  const [tipBox, square, board] = await Promise.all([
    tip.boundingBox(),
    page.locator('button.g-sq[data-sq="2"]').boundingBox(),
    page.locator('.g-board').boundingBox(),
  ]);
  expect(tipBox!.y).toBeGreaterThanOrEqual(square!.y + square!.height);
  expect(tipBox!.x).toBeGreaterThanOrEqual(board!.x);
  await page.mouse.move(0, 0);
}

test.each(SIZES)(
  '$name ($width x $height): a game against the AI, every phase checked (axe $axe, in view, no sideways scroll, art, hints, screenshots)',
  async (size) => {
    const page = await pageOf(`walk${size.name}`, size);
    const phone = size.name === 'phone';
    const problems: string[] = [];
    const boards: Record<string, number> = {};
    const found: Record<string, Found[]> = {};
    let scroll: Record<string, number> = {};
    const hints: Record<string, string> = {};
    const phases: string[] = [];
    const files: string[] = [];
    const acting: Record<ShownPhase, readonly string[] | undefined> = {
      choose: ['.g-board', '.g-clock', '.g-back-button'],
      place: ['.g-board', '.g-clock', '.g-back-button'],
      move: ['.g-board', '.g-clock', '.g-set-button', '.g-back-button'],
      give: ['.g-board', '.g-clock', '.g-set-button', '.g-back-button'],
      reveal: undefined,
      over: undefined,
    };
    const look = async (phase: ShownPhase) => {
      phases.push(phase);
      // First what passes with the phase: the reveal lasts 4 s (tests/browserHarness.ts SHARED_SERVICES).
      const needed = acting[phase];
      if (needed !== undefined) {
        problems.push(...(await outOfView(page, needed)).map((p) => `${phase}: ${p}`));
        boards[phase] = Math.round((await page.locator('.g-board').boundingBox())?.width ?? 0);
        const sideways = await sidewaysScroll(page);
        if (sideways !== 0) problems.push(`${phase}: scrolls sideways by ${sideways}`);
      }
      if (phase === 'reveal') {
        const labels = await labelBoxes(page);
        if (labels.length === 2 && intersects(labels[0]!, labels[1]!))
          problems.push('reveal: labels overlap');
        // The act picture, mine and the opponent's.
        await expectPose(page, 'act');
        expect((await pictureIn(page.locator('.g-token-foe'))).pose).toBe('act');
      }
      hints[phase] = (await page.locator('.g-hint').textContent()) ?? '';
      if (phase === 'choose') await expectChooseArt(page);
      if (phase === 'move') {
        // One name per square, the notation's (e4): in the squares' labels and drawn along the board's edges.
        const names = await page
          .locator('.g-board button.g-sq')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')?.split(',')[0]));
        if (names[0] !== 'a8' || names[36] !== 'e4' || names[63] !== 'h1')
          problems.push(`move: squares named ${names[0]}, ${names[36]}, ${names[63]}`);
        const edges = (await page.locator('.g-coord-file').allTextContents()).join('');
        const ranks = (await page.locator('.g-coord-rank').allTextContents()).join('');
        if (edges !== 'abcdefgh' || ranks !== '87654321') problems.push(`move: edges read ${edges} ${ranks}`);
        problems.push(...(await outOfView(page, ['.g-coord-file >> nth=7'])).map((p) => `move: ${p}`));
        // The move picture; the blue squares wear the default move tile.
        await expectPose(page, 'move');
        const tile = await page
          .locator('button.g-sq.g-sq-move .g-sq-img')
          .last()
          .evaluate((e) => getComputedStyle(e).backgroundImage);
        expect(tile).toMatch(/movetile(-[\w-]+)?\.svg/);
        // The pointer on my own piece while the targets show: no tip covers them (a CI run saw one, both
        // characters' names on one line, 6 px wider than the phone).
        await page.locator('.g-board button.g-sq:has(.g-token-me:not(.g-ghost *))').first().hover();
        if ((await page.locator('.g-sq-tip').filter({ visible: true }).count()) > 0)
          problems.push('move: a tip shows over the targets');
        await page.mouse.move(0, 0);
      }
      if (phase === 'give') await expectPose(page, 'give');
      await page.emulateMedia({ colorScheme: size.axe });
      found[`${phase} ${size.axe}`] = await seriousViolations(page);
      files.push(...(await shoot(page, phase)));
      await page.emulateMedia({ colorScheme: 'light' });
      if (phone) {
        scroll = { ...scroll, ...(await scrollAtSmallWidths(page, phase)) };
        if (phase === 'choose') await expectChooseStrip(page);
      } else if (phase === 'choose') {
        // At 1280 x 900 the board and all sixteen cards fit on one screen.
        await page.setViewportSize({ width: 1280, height: 900 });
        const bottoms = await page
          .locator('.g-char-card')
          .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().bottom));
        expect(bottoms).toHaveLength(16);
        expect(Math.max(...bottoms)).toBeLessThanOrEqual(900);
      }
      await page.setViewportSize({ width: size.width, height: size.height });
    };
    await walkAiGame(
      page,
      look,
      async () => {
        // The game choice a player starts from (the start bar of a game between people: its own test below).
        await page.goto('/game');
        await page.getByRole('button', { name: 'Play with AI' }).waitFor();
        await page.waitForLoadState('load');
        files.push(...(await shoot(page, 'choice')));
        await page.emulateMedia({ colorScheme: 'light' });
        await page.getByRole('radio', { name: 'easy' }).check();
        await page.getByRole('button', { name: 'Play with AI' }).click();
      },
      {
        // Once the move is planned the character plans its hit: the give picture (still in Move, then in Give).
        afterMove: () => expectPose(page, 'give'),
        // The result is checked on gameRecords' whole games (a phone's and a desktop's).
        firstTurnOnly: true,
      },
    );
    const walked = ['choose', 'place', 'move', 'give', 'reveal'];
    expect(phases).toEqual(walked);
    expect(problems).toEqual([]);
    // One board size in every phase.
    expect(new Set(Object.values(boards)).size).toBe(1);
    expect(hints).toMatchObject({
      choose: 'Pick your character: click a piece or a card',
      place: 'Place your character: click a square',
      move: 'Click a blue square to move',
      give: 'Click a red square to hit, then Set',
      reveal: 'The arrows show both moves, the marks both hits',
    });
    expect(Object.keys(found)).toHaveLength(walked.length);
    expect(Object.entries(found).filter(([, v]) => v.length > 0)).toEqual([]);
    if (phone) expect(Object.entries(scroll).filter(([, px]) => px > 0)).toEqual([]);
    expect(files).toHaveLength((walked.length + 1) * 2);
    expect(files.filter((f) => !existsSync(f))).toEqual([]);
    await page.context().close();
  },
  180_000,
);

test('keyboard only: arrows visit targets, Set by S, a refused square said why; a link keeps the seat', async () => {
  const page = await pageOf('keys', SIZES[1]);
  const said = () => page.getByTestId('announcer').textContent();
  await page.goto('/game');
  await page.getByRole('radio', { name: 'easy' }).check();
  await page.getByRole('button', { name: 'Play with AI' }).click();
  await page.waitForURL('**/play');
  await waitPhase(page, 'choose');
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-sq') ?? null);
  await page.waitForFunction(() => document.activeElement?.matches('.g-board button.g-sq') === true);
  await page.keyboard.press('Enter');
  await waitPhase(page, 'place');
  await page.waitForFunction(() => document.activeElement?.matches('.g-board button.g-sq') === true);
  await page.keyboard.press('Enter');
  await waitPhase(page, 'move');
  await page.locator('button.g-sq.g-sq-move').first().waitFor();
  await page.waitForFunction(() => document.activeElement?.matches('.g-board button.g-sq-move') === true);
  // Arrows go from target to target only.
  for (const key of ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(key);
    const sq = await focused();
    await expect(page.locator(`button.g-sq[data-sq="${sq}"]`).getAttribute('class')).resolves.toContain(
      'g-sq-move',
    );
  }
  // S before a hit is planned: Set is refused, and the reason is said.
  await expect(page.locator('.g-set-button').isDisabled()).resolves.toBe(true);
  await page.keyboard.press('Enter');
  await page.locator('button.g-sq.g-sq-hit').first().waitFor();
  // The ghost of the piece on the planned move (unless it stays put).
  await page.locator('.g-sq-planned-move').waitFor();
  // The move is back from the server and the hit asked for (said once it is: said later, it replaced the refusal
  // below in a CI run).
  await expect.poll(said).toMatch(/Pick where to hit, then Set\./);
  // A click on a square out of range: the live region says why.
  const outside = await page
    .locator('button.g-sq:not(.g-sq-hit)')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-sq')).find((s) => s !== null));
  // …naming the square as the notation does (e4). The reason is said until the phase, the turn or the plan
  // next changes; in a CI run it gave way to the hit's prompt again just after it was said (the plan changed
  // late on a loaded host), so the click is made again until the reason is read (a refused click sends nothing).
  await expect
    .poll(async () => {
      await page.locator(`button.g-sq[data-sq="${outside}"]`).click({ force: true });
      return said();
    })
    .toBe(`${squareName(Number(outside))}: Your character cannot hit that square from its move target.`);
  await page.locator('.g-board button.g-sq-hit').first().focus();
  await page.keyboard.press('Enter');
  // The hit comes back from the server first (a moment on a loaded machine).
  await expect.poll(() => page.locator('.g-set-button').isEnabled()).toBe(true);
  await expect(page.locator('.g-waiting').textContent()).resolves.toBe('');
  await shot(page, 'keys-planned-1280');

  // While the game is live (before Set, so a turn-1 hit cannot end it first):
  // The header's Sound switch, on by default: off by keyboard, remembered in this browser.
  const sound = page.locator('header').getByRole('switch', { name: 'Sound' });
  await expect(sound.getAttribute('aria-checked')).resolves.toBe('true');
  const switchBox = (await sound.boundingBox())!;
  expect(Math.min(switchBox.width, switchBox.height)).toBeGreaterThanOrEqual(44);
  await sound.focus();
  await page.keyboard.press('Space');
  await expect(sound.getAttribute('aria-checked')).resolves.toBe('false');
  await expect(page.evaluate(() => localStorage.getItem('octoduel.sound.muted'))).resolves.toBe('1');
  await page.locator('.g-board button.g-sq-hit').first().focus();

  // Closing (or reloading) the tab asks too, with the browser's own question; dismissed, the game stays.
  const kinds: string[] = [];
  const onUnloadDialog = (d: Dialog) => {
    kinds.push(d.type());
    void d.dismiss();
  };
  page.on('dialog', onUnloadDialog);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => kinds).toContain('beforeunload');
  page.off('dialog', onUnloadDialog);
  expect(page.isClosed()).toBe(false);

  // A header link asks first in the app's own dialog, no browser one (issue 39); Go keeps the seat (issue 36): the bar
  // leads back to it.
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.locator('header').getByRole('link', { name: 'How to play' }).click();
  await page.getByRole('dialog', { name: 'Leave the board?' }).getByRole('button', { name: 'Go' }).click();
  await page.waitForURL('**/rules');
  await page.locator('.live-game-bar').getByRole('link', { name: 'Back to the game' }).click();
  await page.waitForURL('**/play');
  await page.locator('.g-board button.g-sq-hit').first().waitFor();
  expect(asked).toEqual([]);
  await page.locator('.g-board button.g-sq-hit').first().focus();
  await page.keyboard.press('s');
  await waitPhase(page, 'reveal');
  await page.context().close();
});

test('the start bar of a private game: its hint, no sideways scroll, screenshots', async () => {
  const cleo = await h.signedInPage('cleo', { name: 'Cleo', width: 1280 });
  const dan = await h.signedInPage('dan', { name: 'Dan', width: 1280 });
  await cleo.goto('/game');
  await cleo.getByRole('button', { name: 'Create Game' }).click();
  await cleo.waitForURL('**/lobby');
  const code = (await cleo.locator('.g-game-code').textContent())?.trim() ?? '';
  await dan.goto('/game');
  await dan.getByLabel('Game code').fill(code);
  await dan.getByRole('button', { name: 'Join Game' }).click();
  await Promise.all([cleo.waitForURL('**/play'), dan.waitForURL('**/play')]);
  await waitPhase(cleo, 'start');
  await expect(cleo.locator('.g-hint').textContent()).resolves.toBe('Click Start when you are ready');
  for (const width of [320, 375]) {
    await cleo.setViewportSize({ width, height: 800 });
    await expect(sidewaysScroll(cleo)).resolves.toBe(0);
  }
  const files = await shoot(cleo, 'start');
  await cleo.setViewportSize({ width: 1280, height: 900 });
  files.push(...(await shoot(cleo, 'start')));
  expect(files.filter((f) => !existsSync(f))).toEqual([]);
  await Promise.all([cleo.context().close(), dan.context().close()]);
});

test('with nothing uploaded, the admin graphics screens show the default art as the current pictures', async () => {
  const page = await h.signedInPage('boss', { name: 'Boss', admin: true, width: 1280 });
  await page.goto('/setg');
  for (const name of ['move tile', 'tap tile', 'move effect', 'tap effect', 'floor tile']) {
    const art = page.getByRole('img', { name: `Default ${name}` }).locator('img');
    await expect(
      art.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth > 0)),
    ).resolves.toBe(true);
  }
  await expect(page.getByText('None (default)').count()).resolves.toBe(3); // the three backgrounds
  await page.goto('/setg?view=characters');
  const teacher = page.getByRole('table', { name: 'Teacher (T)' });
  const face = teacher.getByRole('img', { name: 'Default teacher face' }).locator('img');
  await expect(face.getAttribute('src')).resolves.toMatch(/teacher(-[\w-]+)?\.svg$/);
  for (const pose of ['move', 'give', 'act'] as const)
    expect(await pictureIn(teacher.getByRole('img', { name: `Default teacher ${pose} image` }))).toEqual({
      file: 'teacher',
      pose,
      badge: `art-badge art-badge-${pose}`,
      loaded: true,
    });
  await shot(page, 'art-admin-characters-1280');
  await page.context().close();
});
