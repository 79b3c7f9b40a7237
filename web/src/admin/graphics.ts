import { DEFAULT_BOARD_ART } from '../art/defaultArt';

type SingleImage =
  'floortile' | 'movetile' | 'taptile' | 'moveeffect' | 'tapeffect' | 'playbg' | 'leaderbg' | 'profilebg';

/** The default art the game shows for a single image when none was uploaded (the backgrounds have none). */
export const singleImageDefault = (key: SingleImage): string | null =>
  key in DEFAULT_BOARD_ART ? DEFAULT_BOARD_ART[key as keyof typeof DEFAULT_BOARD_ART] : null;

/** The single images of the graphics screen: setting key, upload route, label and the spec's message. */
export const SINGLE_IMAGES: readonly { key: SingleImage; path: string; label: string; success: string }[] = [
  { key: 'floortile', path: 'setgfloortile', label: 'Floor tile', success: 'Successfully saved floor tile!' },
  { key: 'movetile', path: 'setgmovetile', label: 'Move tile', success: 'Successfully saved move tile!' },
  // The spec's message, as written.
  { key: 'taptile', path: 'setgtaptile', label: 'Tap tile', success: 'Successfully savedTap tile!' },
  {
    key: 'moveeffect',
    path: 'setgmoveeffect',
    label: 'Move effect',
    success: 'Successfully saved move effect!',
  },
  { key: 'tapeffect', path: 'setgtapeffect', label: 'Tap effect', success: 'Successfully saved tap effect!' },
  {
    key: 'playbg',
    path: 'setgplaybg',
    label: 'Play background',
    success: 'Successfully saved play background!',
  },
  {
    key: 'leaderbg',
    path: 'setgleaderbg',
    label: 'Leaderboard background',
    success: 'Successfully saved leaderboard background!',
  },
  {
    key: 'profilebg',
    path: 'setgprofilebg',
    label: 'Profile background',
    success: 'Successfully saved profile background!',
  },
];

/** The three pictures of a character (charimg n = 0, 1, 2). */
export const CHARACTER_PICTURES = ['Move', 'Give', 'Act'] as const;
