import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage, ZThemePreset } from '../enums';
import { ZSignInProvider } from '../auth/sign-in-social';

export const ZSiteConfig = z.object({
  logo: z.string().nullable(),
  footer_logo: z.string().nullable(),
  tagline: z.string(),
  /** The language of the tagline: the reader's, or the institute's default where untranslated. */
  lang: ZLanguage,
  domain_link: z.string().nullable(),
  domain_display: z.string().nullable(),
  phone: z.string().nullable(),
  terms_and_condition_link: z.string().nullable(),
  facebook_link: z.string().nullable(),
  instagram_link: z.string().nullable(),
  youtube_link: z.string().nullable(),
  twitter_link: z.string().nullable(),
  gamification_reward_icon: z.string().nullable(),
  /** Public key of the card payment provider; null while the sandbox gateway is in use. */
  payment_public_key: z.string().nullable(),
  theme_preset: ZThemePreset,
  powered_by: z.object({ name: z.string(), link: z.string() }),
  sandbox: z.boolean(),
  /** Social sign-in offered beside email and password: those whose client id the school configured. */
  sign_in_providers: z.array(ZSignInProvider),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

export const ZGetSiteConfigResponse = ZSiteConfig;

export const getSiteConfig = operation({
  method: 'GET',
  path: '/api/v1/site-config/',
  tag: 'institute',
  summary: 'White-label site configuration (public)',
  response: ZGetSiteConfigResponse,
  errors: [404],
});
