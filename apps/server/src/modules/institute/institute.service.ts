import type { TInstitute, TLanguage, TPaymentOffice, TSiteConfig, TThemePreset } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { NotFound } from '../../lib/errors';
import { type ReadCache, createReadCache } from '../../lib/read-cache';
import { mediaUrl, readMediaAsset } from '../media/media.service';
import { findInstitute } from './institute.repository';
import { type Reader, localize } from './localize';

export { findInstitute, lockInstitute } from './institute.repository';

type InstituteRow = NonNullable<Awaited<ReturnType<typeof findInstitute>>>;

/**
 * Every page load reads the institute, which only a content import changes: that forgets it in this
 * process, and another process's import shows here once the copy expires.
 */
export const INSTITUTE_CACHE_MS = 30_000;
const remembered = new WeakMap<Db, ReadCache<'institute', InstituteRow>>();

function instituteCache(db: Db): ReadCache<'institute', InstituteRow> {
  let cache = remembered.get(db);
  if (!cache) {
    cache = createReadCache({ ttl: INSTITUTE_CACHE_MS, max: 1 });
    remembered.set(db, cache);
  }
  return cache;
}

async function requireInstitute(db: Db): Promise<InstituteRow> {
  // not set up yet is not kept: the import that sets it up must be seen at once
  const row = await instituteCache(db).read('institute', () => findInstitute(db));
  if (!row) throw new NotFound('The institute is not set up yet.');
  return row;
}

/** The office in the reader's language where it is translated, in the institute's time zone. */
function officeOf(row: InstituteRow, reader: Reader): TPaymentOffice | null {
  const translated =
    reader.language === reader.fallback ? undefined : row.translations[reader.language]?.paymentOffice;
  const office = translated ?? row.paymentOffice;
  if (!office) return null;
  return { ...office, time_zone: row.timeZone, lang: translated ? reader.language : reader.fallback };
}

/** Where and when the reader pays at the school; null when the school has not described it. */
export async function paymentOffice(db: Db, reader: Reader): Promise<TPaymentOffice | null> {
  return officeOf(await requireInstitute(db), reader);
}

/** The institute's default language: every content text has it; English before any import. */
export async function instituteLanguage(db: Db): Promise<TLanguage> {
  try {
    return (await requireInstitute(db)).defaultLanguage === 'fr-CA' ? 'fr-CA' : 'en';
  } catch (error) {
    if (error instanceof NotFound) return 'en';
    throw error;
  }
}

export function forgetInstitute(db: Db) {
  remembered.delete(db);
}

export async function getInstitute(ctx: AppContext, reader: Reader): Promise<TInstitute> {
  const stored = await requireInstitute(ctx.db);
  const row = localize(stored, reader);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    email: row.email,
    address: row.address,
    country: { name: row.countryName, code: row.countryCode },
    time_zone: row.timeZone,
    currency: row.currency,
    default_language: row.defaultLanguage as TLanguage,
    enable_click2pay: row.enableClick2pay && ctx.config.sandbox.interac,
    enable_paid_at_school: row.enablePaidAtSchool,
    payment_office: officeOf(stored, reader),
    allow_gamification: row.allowGamification,
    live_session_enabled: row.liveSessionEnabled,
    enable_power_tutor: row.enablePowerTutor,
    media_release: row.mediaReleaseLink,
    student_handbook: row.studentHandbookLink,
    terms_and_condition_link: row.termsLink,
    faqs: row.faqs,
    lang: row.lang,
  };
}

export async function getSiteConfig(ctx: AppContext, reader: Reader): Promise<TSiteConfig> {
  const row = localize(await requireInstitute(ctx.db), reader);
  return {
    logo: mediaUrl(row.logoKey),
    footer_logo: mediaUrl(row.footerLogoKey ?? row.logoKey),
    tagline: row.tagline,
    lang: row.lang,
    domain_link: row.domainLink,
    domain_display: row.domainDisplay,
    phone: row.phone,
    terms_and_condition_link: row.termsLink,
    facebook_link: row.facebookLink,
    instagram_link: row.instagramLink,
    youtube_link: row.youtubeLink,
    twitter_link: row.twitterLink,
    gamification_reward_icon: mediaUrl(row.rewardIconKey),
    payment_public_key: ctx.config.stripe?.publishableKey ?? null,
    theme_preset: row.themePreset as TThemePreset,
    powered_by: { name: 'Student Portal', link: `${ctx.config.publicUrl}/about-us` },
    // sandbox parts are labelled in the web app while any provider runs its sandbox
    sandbox: ctx.config.sandbox.mail || ctx.config.sandbox.cards,
    sign_in_providers: [
      ...(ctx.config.social.google ? (['google'] as const) : []),
      ...(ctx.config.social.microsoft ? (['microsoft'] as const) : []),
    ],
  };
}

/** The institute's logo, for what prints it (the certificate); null when it has none or it is gone. */
export async function instituteLogo(
  ctx: AppContext,
  institute: { logoKey: string | null } | null,
): Promise<{ contentType: string; body: Buffer } | null> {
  return institute?.logoKey ? readMediaAsset(ctx, institute.logoKey) : null;
}
