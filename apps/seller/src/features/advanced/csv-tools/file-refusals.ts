import { msg } from '@lingui/core/macro';
import { localized } from '../../../i18n/localized';

/**
 * Why a dropped or chosen file is refused, in the language on screen; in English the spec's words ('Please upload
 * a CSV file' is core's NOT_CSV_FILE_MESSAGE, which the server answers).
 */
export const FILE_REFUSALS = localized({
  notCsv: msg`Please upload a CSV file`,
  tooLarge: msg`This file is larger than 100 MB, the most the tools read. Please split it into smaller files and try again.`,
});
