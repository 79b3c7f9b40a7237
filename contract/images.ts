// The image-upload routes (spec section 8) that the API serves and the admin graphics screens call: each
// route under /v1/setting/, the setting it stores and the success message it answers with.

/** The images uploaded one per route: setting key, route, and the spec's message ('savedTap' as it is written). */
export const SINGLE_IMAGE_UPLOADS = [
  { key: 'floortile', path: 'setgfloortile', success: 'Successfully saved floor tile!' },
  { key: 'movetile', path: 'setgmovetile', success: 'Successfully saved move tile!' },
  { key: 'taptile', path: 'setgtaptile', success: 'Successfully savedTap tile!' },
  { key: 'moveeffect', path: 'setgmoveeffect', success: 'Successfully saved move effect!' },
  { key: 'tapeffect', path: 'setgtapeffect', success: 'Successfully saved tap effect!' },
  { key: 'playbg', path: 'setgplaybg', success: 'Successfully saved play background!' },
  { key: 'leaderbg', path: 'setgleaderbg', success: 'Successfully saved leaderboard background!' },
  { key: 'profilebg', path: 'setgprofilebg', success: 'Successfully saved profile background!' },
] as const;
export type SingleImageKey = (typeof SINGLE_IMAGE_UPLOADS)[number]['key'];

/** A character's tile and face: one route each, the character's index (0..15) in the field `n`. */
export const CHARACTER_LIST_UPLOADS = {
  chartile: { path: 'setgchartile', success: 'Successfully saved character tile!' },
  charface: { path: 'setgcharface', success: 'Successfully saved character face!' },
} as const;
export type CharacterList = keyof typeof CHARACTER_LIST_UPLOADS;

/** A character's three pictures: the fields `imgFor` (its letter) and `n` (0 move, 1 give, 2 act). */
export const CHARACTER_IMAGE_UPLOAD = {
  path: 'charimg',
  /** The answer's message, with the character's name. */
  success: (name: string) => `Image of ${name} successfully saved!`,
} as const;
