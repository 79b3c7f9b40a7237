// The default look (issue 12 row 3): original SVG pictures drawn for Octoduel, used wherever the admin has
// uploaded nothing. Imported as asset URLs (`?no-inline`) so they stay out of the JavaScript bundle.
import type { Letter } from '../../../engine';
import accountant from './characters/accountant.svg?no-inline';
import cook from './characters/cook.svg?no-inline';
import engineer from './characters/engineer.svg?no-inline';
import entrepreneur from './characters/entrepreneur.svg?no-inline';
import environmentalist from './characters/environmentalist.svg?no-inline';
import freshGraduate from './characters/fresh-graduate.svg?no-inline';
import judicialDoctor from './characters/judicial-doctor.svg?no-inline';
import medicalDoctor from './characters/medical-doctor.svg?no-inline';
import merchant from './characters/merchant.svg?no-inline';
import nurse from './characters/nurse.svg?no-inline';
import orgDoctor from './characters/org-doctor.svg?no-inline';
import philosophicalDoctor from './characters/philosophical-doctor.svg?no-inline';
import seafarer from './characters/seafarer.svg?no-inline';
import tailor from './characters/tailor.svg?no-inline';
import teacher from './characters/teacher.svg?no-inline';
import undergraduate from './characters/undergraduate.svg?no-inline';
import floor from './floor.svg?no-inline';
import moveeffect from './moveeffect.svg?no-inline';
import movetile from './movetile.svg?no-inline';
import tapeffect from './tapeffect.svg?no-inline';
import taptile from './taptile.svg?no-inline';

/** One picture per profession, by character letter. */
export const DEFAULT_PICTURES: Readonly<Record<Letter, string>> = {
  F: orgDoctor,
  P: philosophicalDoctor,
  M: medicalDoctor,
  J: judicialDoctor,
  C: cook,
  A: accountant,
  D: tailor,
  B: merchant,
  N: nurse,
  H: engineer,
  S: entrepreneur,
  I: seafarer,
  U: undergraduate,
  G: freshGraduate,
  E: environmentalist,
  T: teacher,
};

/** The default board pictures, one per graphics setting the board draws. */
export const DEFAULT_BOARD_ART = {
  floortile: floor,
  movetile,
  taptile,
  moveeffect,
  tapeffect,
} as const;

export type BoardArtKey = keyof typeof DEFAULT_BOARD_ART;
