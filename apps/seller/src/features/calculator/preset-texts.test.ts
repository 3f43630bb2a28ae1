import { PRESETS } from '@margin/core';
import { describe, expect, it } from 'vitest';
import { presetDescription, presetLabel } from './preset-texts';

describe('the presets in English', () => {
  it("say word for word what core's presets say", () => {
    for (const preset of PRESETS) {
      expect(presetLabel(preset)).toBe(preset.label);
      expect(presetDescription(preset)).toBe(preset.description);
    }
  });
});
