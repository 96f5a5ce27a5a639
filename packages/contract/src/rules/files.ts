import { LIMITS } from '../constants';
import { messageRule } from '../common/message-rule';

/** Extensions that stand for a family: a spreadsheet rule also takes csv and xlsx, a slide rule pptx. */
const EXTENSION_FAMILIES: Record<string, readonly string[]> = {
  xls: ['xls', 'csv', 'xlsx'],
  ppt: ['ppt', 'pptx'],
};

export const PROFILE_PHOTO_EXTENSIONS = ['jpeg', 'png', 'jpg', 'gif', 'webp'] as const;

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function allowedExtensions(listed: readonly string[]): string[] {
  const all = listed.flatMap((ext) => {
    const key = ext.toLowerCase().replace(/^\./, '');
    return EXTENSION_FAMILIES[key] ?? [key];
  });
  return [...new Set(all)];
}

export type FileRule = { extensions: readonly string[]; maxBytes: number };

export function documentFileRule(
  fileExtensionTypes: readonly string[],
  maxFileSizeMb?: number | null,
): FileRule {
  const mb = maxFileSizeMb && maxFileSizeMb > 0 ? maxFileSizeMb : LIMITS.defaultDocumentMaxMb;
  return { extensions: allowedExtensions(fileExtensionTypes), maxBytes: Math.round(mb * 1024 * 1024) };
}

export const PROFILE_PHOTO_RULE: FileRule = {
  extensions: PROFILE_PHOTO_EXTENSIONS,
  maxBytes: LIMITS.profilePhotoMaxBytes,
};

/** The first problem with a file, as its rule's code, or null when it may be uploaded. */
export function checkFile(file: { name: string; size: number }, rule: FileRule): string | null {
  if (file.size > rule.maxBytes) return messageRule('rules.fileTooLarge');
  if (rule.extensions.length > 0 && !rule.extensions.includes(fileExtension(file.name))) {
    return messageRule('rules.fileTypeNotAllowed');
  }
  return null;
}
