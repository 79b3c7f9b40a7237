import type { SingleImageKey } from '../../../contract/images';
import { SINGLE_IMAGE_UPLOAD_ROUTES, type UploadRoute } from '../../../contract/routes';
import { DEFAULT_BOARD_ART } from '../art/defaultArt';

/** The default art the game shows for a single image when none was uploaded (the backgrounds have none). */
export const singleImageDefault = (key: SingleImageKey): string | null =>
  key in DEFAULT_BOARD_ART ? DEFAULT_BOARD_ART[key as keyof typeof DEFAULT_BOARD_ART] : null;

/** Each single image's label on the graphics screen. */
const LABELS: { readonly [K in SingleImageKey]: string } = {
  floortile: 'Floor tile',
  movetile: 'Move tile',
  taptile: 'Tap tile',
  moveeffect: 'Move effect',
  tapeffect: 'Tap effect',
  playbg: 'Play background',
  leaderbg: 'Leaderboard background',
  profilebg: 'Profile background',
};

/** The single images of the graphics screen: setting key, upload route, label and the spec's message. */
export const SINGLE_IMAGES: readonly {
  key: SingleImageKey;
  route: UploadRoute;
  label: string;
  success: string;
}[] = SINGLE_IMAGE_UPLOAD_ROUTES.map((u) => ({
  key: u.key,
  route: u.route,
  label: LABELS[u.key],
  success: u.success,
}));

/** The three pictures of a character (charimg n = 0, 1, 2). */
export const CHARACTER_PICTURES = ['Move', 'Give', 'Act'] as const;
