import {
  type TLanguage,
  type TStaffInstitute,
  type TUpdateStaffInstitute,
  staffCoded,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { institutes } from '../../db/schema';
import { Invalid, NotFound } from '../../lib/errors';
import { type Upload, IMAGE_RULE, readCheckedUpload } from '../files/checked-upload';
import { mediaUrl, storeMediaAsset } from '../media/media.service';
import { type AuditActor, flatFields, recordAudit } from '../staff/audit-log';
import { findInstitute, forgetInstitute, lockInstitute } from '../institute/institute.service';

type InstituteRow = NonNullable<Awaited<ReturnType<typeof findInstitute>>>;

/** Each link of the settings and the column that keeps it. */
const LINK_COLUMNS = {
  terms: 'termsLink',
  student_handbook: 'studentHandbookLink',
  media_release: 'mediaReleaseLink',
  domain: 'domainLink',
  facebook: 'facebookLink',
  instagram: 'instagramLink',
  youtube: 'youtubeLink',
  twitter: 'twitterLink',
} as const satisfies Record<keyof TStaffInstitute['links'], keyof InstituteRow>;

/** Each feature and the column that switches it. */
const FEATURE_COLUMNS = {
  gamification: 'allowGamification',
  live_sessions: 'liveSessionEnabled',
  power_tutor: 'enablePowerTutor',
  interac: 'enableClick2pay',
  paid_at_school: 'enablePaidAtSchool',
} as const satisfies Record<keyof TStaffInstitute['features'], keyof InstituteRow>;

const mapColumns = <K extends string>(columns: Record<K, keyof InstituteRow>, row: InstituteRow) =>
  Object.fromEntries(
    Object.entries(columns).map(([name, column]) => [name, row[column as keyof InstituteRow]]),
  );

function present(row: InstituteRow): TStaffInstitute {
  const language = row.defaultLanguage as TLanguage;
  const translations = Object.fromEntries(
    Object.entries(row.translations)
      .filter(([other]) => other !== language)
      .map(([other, texts]) => [other, { name: texts?.name ?? '', tagline: texts?.tagline ?? '' }]),
  );
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    email: row.email,
    phone: row.phone,
    address: row.address,
    domain_display: row.domainDisplay,
    default_language: language,
    theme_preset: row.themePreset as TStaffInstitute['theme_preset'],
    features: mapColumns(FEATURE_COLUMNS, row) as TStaffInstitute['features'],
    links: mapColumns(LINK_COLUMNS, row) as TStaffInstitute['links'],
    translations,
    logo: mediaUrl(row.logoKey),
    has_payment_office: row.paymentOffice !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getStaffInstitute(ctx: AppContext): Promise<TStaffInstitute> {
  const row = await findInstitute(ctx.db);
  if (!row) throw new NotFound(staffCoded('staff.settings.notSetUp'));
  return present(row);
}

/** The row's columns as the change sets them; only the settings the change names. */
function changedColumns(row: InstituteRow, change: TUpdateStaffInstitute) {
  const { features = {}, links = {}, translations = {}, ...texts } = change;
  const columns: Partial<typeof institutes.$inferInsert> = {
    ...(texts.name !== undefined && { name: texts.name }),
    ...(texts.tagline !== undefined && { tagline: texts.tagline }),
    ...(texts.email !== undefined && { email: texts.email }),
    ...(texts.phone !== undefined && { phone: texts.phone || null }),
    ...(texts.address !== undefined && { address: texts.address }),
    ...(texts.domain_display !== undefined && { domainDisplay: texts.domain_display || null }),
    ...(texts.theme_preset !== undefined && { themePreset: texts.theme_preset }),
  };
  for (const [name, value] of Object.entries(features)) {
    if (value !== undefined)
      Object.assign(columns, { [FEATURE_COLUMNS[name as keyof typeof FEATURE_COLUMNS]]: value });
  }
  for (const [name, value] of Object.entries(links)) {
    if (value !== undefined)
      Object.assign(columns, { [LINK_COLUMNS[name as keyof typeof LINK_COLUMNS]]: value });
  }
  if (Object.keys(translations).length > 0) {
    const merged = { ...row.translations };
    for (const [language, texts] of Object.entries(translations)) {
      if (language === row.defaultLanguage) {
        throw new Invalid({ translations: [staffCoded('staff.programs.defaultLanguage')] });
      }
      merged[language] = { ...merged[language], ...texts };
    }
    columns.translations = merged;
  }
  return columns;
}

/** The settings as the log names them, one level deep; the logo and the time are not settings. */
const audited = ({ updated_at: _at, logo: _logo, ...settings }: TStaffInstitute) => flatFields(settings);

/** Changes the settings an admin edited, with their audit row; this process shows them at once. */
export async function updateStaffInstitute(
  ctx: AppContext,
  actor: AuditActor,
  change: TUpdateStaffInstitute,
): Promise<TStaffInstitute> {
  const updated = await ctx.db.transaction(async (tx) => {
    // locked: two admins saving at once each keep the other's settings
    const row = await lockInstitute(tx);
    if (!row) throw new NotFound(staffCoded('staff.settings.notSetUp'));
    const columns = changedColumns(row, change);
    const paidAtSchool = columns.enablePaidAtSchool ?? row.enablePaidAtSchool;
    if (paidAtSchool && row.paymentOffice === null) {
      throw new Invalid({
        'features.paid_at_school': [staffCoded('staff.settings.paymentOffice')],
      });
    }
    const [after] = await tx
      .update(institutes)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(institutes.id, row.id))
      .returning();
    const before = present(row);
    const now = present(after!);
    await recordAudit(tx, actor, {
      action: 'institute.update',
      entity: 'institute',
      entityId: row.id,
      before: audited(before),
      after: audited(now),
    });
    return now;
  });
  forgetInstitute(ctx.db);
  return updated;
}

/** Replaces the header's logo: checked as it arrives, stored under its content's name, audited. */
export async function uploadStaffLogo(
  ctx: AppContext,
  actor: AuditActor,
  upload: Upload,
): Promise<TStaffInstitute> {
  const body = await readCheckedUpload(upload, IMAGE_RULE);
  const key = await storeMediaAsset(ctx.db, ctx.storage, upload.filename, body);
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await lockInstitute(tx);
    if (!row) throw new NotFound(staffCoded('staff.settings.notSetUp'));
    const [after] = await tx
      .update(institutes)
      .set({ logoKey: key, updatedAt: new Date() })
      .where(eq(institutes.id, row.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'institute.logo',
      entity: 'institute',
      entityId: row.id,
      before: { logo: row.logoKey },
      after: { logo: key },
    });
    return present(after!);
  });
  forgetInstitute(ctx.db);
  return updated;
}
