import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PresetId } from '@margin/core';
import { i18n } from '../../i18n/runtime';

/**
 * The presets' names and descriptions in the seller's language. Core keeps the presets' figures and their English
 * words (the server and the exports read them there); the same English stands here as the messages' source.
 */
const PRESET_TEXTS: Record<PresetId, { label: MessageDescriptor; description: MessageDescriptor }> = {
  'digital-download': {
    label: msg`Digital download`,
    description: msg`A printable or template delivered as a file: nothing to make, pack or ship; a small cost for fonts, mock-ups and file hosting.`,
  },
  'print-on-demand-tshirt': {
    label: msg`Print-on-demand T-shirt`,
    description: msg`A blank tee printed (DTG) and shipped by a print-on-demand partner, who bills the blank, the print and the postage; the partner packs it.`,
  },
  'handmade-jewelry': {
    label: msg`Handmade jewelry`,
    description: msg`A sterling-silver and gemstone piece made by hand: materials, a gift box and tools, sent as a small tracked letter.`,
  },
  'heavy-item': {
    label: msg`Heavy item`,
    description: msg`A bulky or heavy piece such as a ceramic planter or cast-iron décor: sturdy packing, and shipping is the biggest cost.`,
  },
};

export const presetLabel = (preset: { id: PresetId }): string => i18n._(PRESET_TEXTS[preset.id].label);
export const presetDescription = (preset: { id: PresetId }): string =>
  i18n._(PRESET_TEXTS[preset.id].description);
