import { useState } from 'react';
import { isPlayerLevel, type PlayerLevel } from '../../../../engine';

const STORAGE_KEY = 'octoduel.aiLevel';

/** The AI level this browser last played (easy for a new player, RULES.md "AI levels"). */
export function storedLevel(): PlayerLevel {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isPlayerLevel(stored) ? stored : 'easy';
  } catch {
    return 'easy';
  }
}

/** Remembers the level of a game just started against the AI, so the choice offers it next time. */
export function rememberLevel(level: PlayerLevel): void {
  try {
    localStorage.setItem(STORAGE_KEY, level);
  } catch {
    // Private browsing without storage: the choice lasts for this page only.
  }
}

/** The level chosen on the game choice: the last one played, else easy. */
export function useLevelChoice(): [PlayerLevel, (level: PlayerLevel) => void] {
  return useState<PlayerLevel>(storedLevel);
}
