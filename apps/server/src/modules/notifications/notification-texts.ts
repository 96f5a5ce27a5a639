import {
  LANGUAGES,
  type TLangSpan,
  type TLanguage,
  type TRewardReason,
  type TVerifiedField,
  ZNotificationContent,
  formatMoney,
} from '@portal/contract';
import type { Name, Names } from '../../lib/names';
import type { NewNotification } from './notifications.service';

/**
 * The texts of the portal's own notifications, in every language. A notification stores its key and
 * parameters, and each reader gets it in their language when it is listed, pushed or mailed; so the
 * parameters are plain JSON (cents, ISO dates), formatted only when rendered.
 */

type Money = { cents: number; currency: string };
type Program = { program: Name };

export type NotificationParams = {
  paymentReceived: Program & { amount: Money; atSchool: boolean };
  paymentFailed: Program & { amount: Money };
  paymentRefunded: Program & { amount: Money };
  /** A completed payment the school gave back; `ended`: the student withdrew and the program closed. */
  refundIssued: Program & { amount: Money; reason: string; ended: boolean };
  installmentDue: Program & { amount: Money; dueDate: string };
  installmentOverdue: Program & { amount: Money; dueDate: string };
  installmentRescheduled: Program & { amount: Money; dueDate: string };
  paidToSchoolRequested: Program & { amount: Money };
  subscribed: Program;
  accessGranted: Program;
  accessEnded: Program;
  graduated: Program;
  certificateIssued: Program;
  certificateRevoked: Program & { reason: string };
  documentReviewed: { document: Name; approved: boolean; remarks: string };
  fieldReviewed: { field: TVerifiedField; verified: boolean; remarks: string };
  workGraded: Program & { kind: 'assignment' | 'homework'; item: Name; marks: number; max: number };
  workReturned: Program & { kind: 'assignment' | 'homework'; item: Name; remarks: string };
  quizGraded: Program & { item: Name; marks: number; max: number };
  attendanceRecorded: Program & {
    kind: 'in_class_quota' | 'quota';
    item: Name;
    recorded: number;
    required: number;
  };
  practiceEntryReviewed: Program & {
    item: Name;
    /** The entry's day of practice, YYYY-MM-DD. */
    date: string;
    approved: boolean;
    remarks: string;
    recorded: number;
    required: number;
  };
  rewardEarned: { reason: TRewardReason; points: number; what: Name; total: number };
  /** The points of a school day (YYYY-MM-DD), from `count` awards; `latest` says what earned the last. */
  rewardsOfDay: {
    day: string;
    points: number;
    count: number;
    total: number;
    latest: { reason: TRewardReason; what: Name };
  };
  levelReached: { level: Name; total: number; next: { name: Name; minPoints: number } | null };
  forumReplied: { title: string; replier: string; ownThread: boolean };
  liveScheduled: Program & { title: string; startsAt: string; timeZone: string; minutes: number };
  liveCancelled: Program & { title: string; startsAt: string; timeZone: string };
  liveMoved: Program & { title: string; startsAt: string; timeZone: string; minutes: number };
  liveRecording: Program & { title: string };
  liveStarting: Program & { title: string; startsAt: string; timeZone: string; started: boolean };
  supportAnswered: { subject: string; answer: string };
};

export type NotificationKey = keyof NotificationParams;
/** What a portal notification says, independent of the language it is read in. */
export type NotificationText = {
  [K in NotificationKey]: { key: K; params: NotificationParams[K] };
}[NotificationKey];

/** `lang_spans`: the names the texts hold in another language than theirs, for the page to mark. */
type Rendered = { heading: string; message: string; lang_spans?: TLangSpan[] };

type Formats = {
  money: (amount: Money) => string;
  number: (n: number) => string;
  /** A calendar date (YYYY-MM-DD) as written in a sentence: March 5, 2026 · 5 mars 2026. */
  date: (date: string) => string;
  /** An instant in the school's time zone: Tuesday, November 24, 2026 at 10:00 a.m. */
  when: (instant: string, timeZone: string) => string;
  time: (instant: string, timeZone: string) => string;
};

/** The parameters as a text reads them: each name in the text's language. */
type Resolved<T> = T extends Names ? string : T extends object ? { [P in keyof T]: Resolved<T[P]> } : T;

type Texts = { [K in NotificationKey]: (p: Resolved<NotificationParams[K]>, f: Formats) => Rendered };

function isNames(value: object): value is Names {
  const keys = Object.keys(value);
  return (
    keys.length === LANGUAGES.length &&
    LANGUAGES.every((language) => typeof (value as Record<string, unknown>)[language] === 'string')
  );
}

/**
 * The parameters with each name in every language replaced by its text in the language. A name that
 * reads as the default's there has no translation: it is noted in `spans` with the default language.
 */
function resolveNames(value: unknown, language: TLanguage, fallback: TLanguage, spans: TLangSpan[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => resolveNames(item, language, fallback, spans));
  if (isNames(value)) {
    if (language !== fallback && value[language] === value[fallback])
      spans.push({ text: value[language], lang: fallback });
    return value[language];
  }
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, resolveNames(v, language, fallback, spans)]),
  );
}

function formatsOf(language: TLanguage): Formats {
  const locale = language === 'fr-CA' ? 'fr-CA' : 'en-CA';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    money: (amount) => formatMoney(amount.cents, amount.currency, locale),
    number: (n) => number.format(n),
    date: (date) => {
      const [y, m, d] = date.split('-').map(Number);
      // a calendar date has no time zone: formatted as the UTC day it names, it never shifts
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(y!, m! - 1, d!)),
      );
    },
    when: (instant, timeZone) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
        new Date(instant),
      ),
    time: (instant, timeZone) =>
      new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(instant)),
  };
}

/** The school's remarks after a colon, ending the sentence once whether or not they end it already. */
const remarksEn = (remarks: string) => (remarks ? `: ${remarks.replace(/[.!?]+$/, '')}.` : '.');
const remarksFr = (remarks: string) => (remarks ? `\u00a0: ${remarks.replace(/[.!?]+$/, '')}.` : '.');

const FIELD_LABELS: Record<TLanguage, Record<TVerifiedField, string>> = {
  en: {
    first_name: 'first name',
    last_name: 'last name',
    date_of_birth: 'date of birth',
    sin_number: 'social insurance number',
    profile_photo: 'profile photo',
    address: 'address',
    phone: 'phone number',
    legal_status: 'legal status in Canada',
    emergency_contact_full_name: 'emergency contact’s name',
    emergency_contact_phone: 'emergency contact’s phone number',
  },
  'fr-CA': {
    first_name: 'prénom',
    last_name: 'nom de famille',
    date_of_birth: 'date de naissance',
    sin_number: 'numéro d’assurance sociale',
    profile_photo: 'photo de profil',
    address: 'adresse',
    phone: 'numéro de téléphone',
    legal_status: 'statut juridique au Canada',
    emergency_contact_full_name: 'nom de la personne à joindre en cas d’urgence',
    emergency_contact_phone: 'téléphone de la personne à joindre en cas d’urgence',
  },
};

const pointsEn = (n: number, f: Formats) => `${f.number(n)} reward point${n === 1 ? '' : 's'}`;
// in French, 0 and 1 take the singular
const pointsFr = (n: number, f: Formats) => `${f.number(n)} point${n < 2 ? '' : 's'} de récompense`;

const EARNED_FOR: Record<TLanguage, Record<TRewardReason, (what: string) => string>> = {
  en: {
    content_completed: (what) => `For completing “${what}”.`,
    quiz_passed: (what) => `For passing “${what}”.`,
    attendance: (what) => `For attending “${what}”.`,
    payment_on_time: (what) => `For paying for ${what} on time.`,
  },
  'fr-CA': {
    content_completed: (what) => `Pour avoir terminé «\u00a0${what}\u00a0».`,
    quiz_passed: (what) => `Pour avoir réussi «\u00a0${what}\u00a0».`,
    attendance: (what) => `Pour votre présence à «\u00a0${what}\u00a0».`,
    payment_on_time: (what) => `Pour avoir payé ${what} à temps.`,
  },
};

export const NOTIFICATION_TEXTS: Record<TLanguage, Texts> = {
  en: {
    paymentReceived: (p, f) => ({
      heading: p.atSchool ? 'Payment at the school recorded' : 'Payment received',
      message: `We received your payment of ${f.money(p.amount)} for ${p.program}${p.atSchool ? ' at the school' : ''}.`,
    }),
    paymentFailed: (p, f) => ({
      heading: 'Payment failed',
      message: `Your payment of ${f.money(p.amount)} for ${p.program} could not be processed. Please try again.`,
    }),
    paymentRefunded: (p, f) => ({
      heading: 'Payment refunded',
      message: `${p.program} was already paid, so your other payment of ${f.money(p.amount)} is refunded to you.`,
    }),
    refundIssued: (p, f) => ({
      heading: 'Payment refunded',
      message: `Your payment of ${f.money(p.amount)} for ${p.program} is refunded${p.ended ? ' and your access to it has ended' : ''}: ${p.reason}`,
    }),
    installmentDue: (p, f) => ({
      heading: 'Instalment due soon',
      message: `Your instalment of ${f.money(p.amount)} for ${p.program} is due on ${f.date(p.dueDate)}.`,
    }),
    installmentOverdue: (p, f) => ({
      heading: 'Instalment overdue',
      message: `Your instalment of ${f.money(p.amount)} for ${p.program} was due on ${f.date(p.dueDate)}. Please pay it as soon as you can.`,
    }),
    installmentRescheduled: (p, f) => ({
      heading: 'Instalment rescheduled',
      message: `Your instalment of ${f.money(p.amount)} for ${p.program} is now due on ${f.date(p.dueDate)}.`,
    }),
    paidToSchoolRequested: (p, f) => ({
      heading: 'Payment at the school requested',
      message: `Pay ${f.money(p.amount)} for ${p.program} at the school; your access opens once the school confirms it.`,
    }),
    subscribed: (p) => ({ heading: 'Subscribed', message: `You are subscribed to ${p.program}.` }),
    accessGranted: (p) => ({ heading: 'Program access granted', message: `${p.program} is open to you.` }),
    accessEnded: (p) => ({
      heading: 'Program access ended',
      message: `The school closed your access to ${p.program}. Contact the school if you have questions.`,
    }),
    graduated: (p) => ({
      heading: 'Congratulations, you graduated',
      message: `You graduated from ${p.program}. Your transcript is ready to download.`,
    }),
    certificateIssued: (p) => ({
      heading: 'Certificate issued',
      message: `Your certificate for ${p.program} is ready.`,
    }),
    certificateRevoked: (p) => ({
      heading: 'Certificate revoked',
      message: `Your certificate for ${p.program} has been revoked: ${p.reason}`,
    }),
    documentReviewed: (p) => ({
      heading: p.approved ? 'Document approved' : 'Document rejected',
      message: p.approved
        ? `Your ${p.document} was approved.`
        : `Your ${p.document} was rejected${remarksEn(p.remarks)} Please upload it again.`,
    }),
    fieldReviewed: (p) => ({
      heading: p.verified ? 'Profile detail verified' : 'Profile detail rejected',
      message: p.verified
        ? `Your ${FIELD_LABELS.en[p.field]} was verified.`
        : `Your ${FIELD_LABELS.en[p.field]} could not be verified${remarksEn(p.remarks)} Please correct it in your profile.`,
    }),
    workGraded: (p, f) => ({
      heading: `${p.kind === 'assignment' ? 'Assignment' : 'Homework'} graded`,
      message: `“${p.item}” in ${p.program} was graded: ${f.number(p.marks)}/${f.number(p.max)}.`,
    }),
    workReturned: (p) => ({
      heading: `${p.kind === 'assignment' ? 'Assignment' : 'Homework'} returned`,
      message: `“${p.item}” in ${p.program} was returned to you${remarksEn(p.remarks)} Please hand it in again.`,
    }),
    quizGraded: (p, f) => ({
      heading: 'Quiz graded',
      message: `“${p.item}” in ${p.program} was graded: ${f.number(p.marks)}/${f.number(p.max)}.`,
    }),
    attendanceRecorded: (p, f) => ({
      heading: p.kind === 'in_class_quota' ? 'Attendance recorded' : 'Entry recorded',
      message: `“${p.item}” in ${p.program}: ${f.number(p.recorded)} of ${f.number(p.required)} recorded.`,
    }),
    practiceEntryReviewed: (p, f) => ({
      heading: p.approved ? 'Practice entry approved' : 'Practice entry refused',
      message: p.approved
        ? `Your entry of ${f.date(p.date)} in “${p.item}” (${p.program}) was approved: ${f.number(p.recorded)} of ${f.number(p.required)} now count.`
        : `Your entry of ${f.date(p.date)} in “${p.item}” (${p.program}) was refused${remarksEn(p.remarks)}`,
    }),
    rewardEarned: (p, f) => ({
      heading: `You earned ${pointsEn(p.points, f)}`,
      message: `${EARNED_FOR.en[p.reason](p.what)} You now have ${pointsEn(p.total, f)}.`,
    }),
    rewardsOfDay: (p, f) => ({
      heading: `You earned ${pointsEn(p.points, f)} on ${f.date(p.day)}`,
      message: `${EARNED_FOR.en[p.latest.reason](p.latest.what)}${
        p.count > 1 ? ` ${f.number(p.count)} activities earned you points that day.` : ''
      } You now have ${pointsEn(p.total, f)}.`,
    }),
    levelReached: (p, f) => ({
      heading: `You reached the ${p.level} level`,
      message: p.next
        ? `You have ${pointsEn(p.total, f)}. ${f.number(p.next.minPoints - p.total)} more take you to ${p.next.name}.`
        : `You have ${pointsEn(p.total, f)}: the highest level of the school.`,
    }),
    forumReplied: (p) => ({
      heading: p.ownThread ? 'New reply to your discussion' : 'New reply in a discussion',
      message: `${p.replier} replied to “${p.title}”.`,
    }),
    liveScheduled: (p, f) => ({
      heading: 'Live session scheduled',
      message: `“${p.title}” in ${p.program}: ${f.when(p.startsAt, p.timeZone)}, for ${f.number(p.minutes)} minutes.`,
    }),
    liveCancelled: (p, f) => ({
      heading: 'Live session cancelled',
      message: `“${p.title}” in ${p.program} on ${f.when(p.startsAt, p.timeZone)} is cancelled.`,
    }),
    liveMoved: (p, f) => ({
      heading: 'Live session moved',
      message: `“${p.title}” in ${p.program} now takes place on ${f.when(p.startsAt, p.timeZone)}, for ${f.number(p.minutes)} minutes.`,
    }),
    liveRecording: (p) => ({
      heading: 'Recording available',
      message: `The recording of “${p.title}” in ${p.program} is ready to watch.`,
    }),
    liveStarting: (p, f) => ({
      heading: 'Live session starting soon',
      message: `Join “${p.title}” in ${p.program} from Live Sessions: it ${p.started ? 'started' : 'starts'} at ${f.time(p.startsAt, p.timeZone)}`,
    }),
    supportAnswered: (p) => ({ heading: `The school answered: ${p.subject}`, message: p.answer }),
  },
  'fr-CA': {
    paymentReceived: (p, f) => ({
      heading: p.atSchool ? 'Paiement à l’école enregistré' : 'Paiement reçu',
      message: `Nous avons reçu votre paiement de ${f.money(p.amount)} pour ${p.program}${p.atSchool ? ' à l’école' : ''}.`,
    }),
    paymentFailed: (p, f) => ({
      heading: 'Échec du paiement',
      message: `Votre paiement de ${f.money(p.amount)} pour ${p.program} n’a pas pu être traité. Veuillez réessayer.`,
    }),
    paymentRefunded: (p, f) => ({
      heading: 'Paiement remboursé',
      message: `${p.program} était déjà payé\u00a0: votre autre paiement de ${f.money(p.amount)} vous est remboursé.`,
    }),
    refundIssued: (p, f) => ({
      heading: 'Paiement remboursé',
      message: `Votre paiement de ${f.money(p.amount)} pour ${p.program} est remboursé${p.ended ? ' et votre accès à ce programme a pris fin' : ''}\u00a0: ${p.reason}`,
    }),
    installmentDue: (p, f) => ({
      heading: 'Versement bientôt dû',
      message: `Votre versement de ${f.money(p.amount)} pour ${p.program} est dû le ${f.date(p.dueDate)}.`,
    }),
    installmentOverdue: (p, f) => ({
      heading: 'Versement en retard',
      message: `Votre versement de ${f.money(p.amount)} pour ${p.program} était dû le ${f.date(p.dueDate)}. Veuillez le payer dès que possible.`,
    }),
    installmentRescheduled: (p, f) => ({
      heading: 'Échéance de versement modifiée',
      message: `Votre versement de ${f.money(p.amount)} pour ${p.program} est maintenant dû le ${f.date(p.dueDate)}.`,
    }),
    paidToSchoolRequested: (p, f) => ({
      heading: 'Paiement à l’école demandé',
      message: `Payez ${f.money(p.amount)} pour ${p.program} à l’école\u202f; votre accès s’ouvrira dès que l’école aura confirmé le paiement.`,
    }),
    subscribed: (p) => ({
      heading: 'Inscription confirmée',
      message: `Votre inscription à ${p.program} est confirmée.`,
    }),
    accessGranted: (p) => ({
      heading: 'Accès au programme accordé',
      message: `Vous avez maintenant accès à ${p.program}.`,
    }),
    accessEnded: (p) => ({
      heading: 'Accès au programme terminé',
      message: `L’établissement a fermé votre accès à ${p.program}. Communiquez avec l’établissement pour toute question.`,
    }),
    graduated: (p) => ({
      heading: 'Félicitations pour votre diplôme',
      message: `Vous avez terminé ${p.program}. Votre relevé de notes est prêt à être téléchargé.`,
    }),
    certificateIssued: (p) => ({
      heading: 'Certificat délivré',
      message: `Votre certificat pour ${p.program} est prêt.`,
    }),
    certificateRevoked: (p) => ({
      heading: 'Certificat révoqué',
      message: `Votre certificat pour ${p.program} a été révoqué\u00a0: ${p.reason}`,
    }),
    documentReviewed: (p) => ({
      heading: p.approved ? 'Document approuvé' : 'Document refusé',
      message: p.approved
        ? `Votre document «\u00a0${p.document}\u00a0» a été approuvé.`
        : `Votre document «\u00a0${p.document}\u00a0» a été refusé${remarksFr(p.remarks)} Veuillez le téléverser de nouveau.`,
    }),
    fieldReviewed: (p) => ({
      heading: p.verified ? 'Renseignement du profil vérifié' : 'Renseignement du profil refusé',
      message: p.verified
        ? `Le renseignement «\u00a0${FIELD_LABELS['fr-CA'][p.field]}\u00a0» de votre profil a été vérifié.`
        : `Le renseignement «\u00a0${FIELD_LABELS['fr-CA'][p.field]}\u00a0» de votre profil n’a pas pu être vérifié${remarksFr(p.remarks)} Veuillez le corriger dans votre profil.`,
    }),
    workGraded: (p, f) => ({
      heading: p.kind === 'assignment' ? 'Travail corrigé' : 'Devoir corrigé',
      message: `Note obtenue pour «\u00a0${p.item}\u00a0» dans ${p.program}\u00a0: ${f.number(p.marks)}/${f.number(p.max)}.`,
    }),
    workReturned: (p) => ({
      heading: p.kind === 'assignment' ? 'Travail à remettre de nouveau' : 'Devoir à remettre de nouveau',
      message: `«\u00a0${p.item}\u00a0» dans ${p.program} vous est retourné${remarksFr(p.remarks)} Veuillez le remettre de nouveau.`,
    }),
    quizGraded: (p, f) => ({
      heading: 'Quiz corrigé',
      message: `Note obtenue pour «\u00a0${p.item}\u00a0» dans ${p.program}\u00a0: ${f.number(p.marks)}/${f.number(p.max)}.`,
    }),
    attendanceRecorded: (p, f) => ({
      heading: p.kind === 'in_class_quota' ? 'Présence enregistrée' : 'Entrée enregistrée',
      message: `${p.kind === 'in_class_quota' ? 'Présences' : 'Entrées'} enregistrées pour «\u00a0${p.item}\u00a0» dans ${p.program}\u00a0: ${f.number(p.recorded)} sur ${f.number(p.required)}.`,
    }),
    practiceEntryReviewed: (p, f) => ({
      heading: p.approved ? 'Entrée de pratique approuvée' : 'Entrée de pratique refusée',
      message: p.approved
        ? `Votre entrée du ${f.date(p.date)} dans «\u00a0${p.item}\u00a0» (${p.program}) a été approuvée\u00a0: ${f.number(p.recorded)} sur ${f.number(p.required)} comptent maintenant.`
        : `Votre entrée du ${f.date(p.date)} dans «\u00a0${p.item}\u00a0» (${p.program}) a été refusée${remarksFr(p.remarks)}`,
    }),
    rewardEarned: (p, f) => ({
      heading: `Vous avez gagné ${pointsFr(p.points, f)}`,
      message: `${EARNED_FOR['fr-CA'][p.reason](p.what)} Vous avez maintenant ${pointsFr(p.total, f)}.`,
    }),
    rewardsOfDay: (p, f) => ({
      heading: `Vous avez gagné ${pointsFr(p.points, f)} le ${f.date(p.day)}`,
      message: `${EARNED_FOR['fr-CA'][p.latest.reason](p.latest.what)}${
        p.count > 1 ? ` ${f.number(p.count)} activités vous ont rapporté des points ce jour-là.` : ''
      } Vous avez maintenant ${pointsFr(p.total, f)}.`,
    }),
    levelReached: (p, f) => ({
      heading: `Vous avez atteint le niveau ${p.level}`,
      message: p.next
        ? `Vous avez ${pointsFr(p.total, f)}. Encore ${f.number(p.next.minPoints - p.total)} pour atteindre le niveau ${p.next.name}.`
        : `Vous avez ${pointsFr(p.total, f)}\u00a0: c’est le plus haut niveau de l’école.`,
    }),
    forumReplied: (p) => ({
      heading: p.ownThread ? 'Nouvelle réponse à votre discussion' : 'Nouvelle réponse dans une discussion',
      message: `${p.replier} a répondu à «\u00a0${p.title}\u00a0».`,
    }),
    liveScheduled: (p, f) => ({
      heading: 'Séance en direct planifiée',
      message: `«\u00a0${p.title}\u00a0» dans ${p.program}\u00a0: ${f.when(p.startsAt, p.timeZone)}, pendant ${f.number(p.minutes)} minutes.`,
    }),
    liveCancelled: (p, f) => ({
      heading: 'Séance en direct annulée',
      message: `«\u00a0${p.title}\u00a0» dans ${p.program}, prévue le ${f.when(p.startsAt, p.timeZone)}, est annulée.`,
    }),
    liveMoved: (p, f) => ({
      heading: 'Séance en direct déplacée',
      message: `«\u00a0${p.title}\u00a0» dans ${p.program} a maintenant lieu le ${f.when(p.startsAt, p.timeZone)}, pendant ${f.number(p.minutes)} minutes.`,
    }),
    liveRecording: (p) => ({
      heading: 'Enregistrement disponible',
      message: `L’enregistrement de «\u00a0${p.title}\u00a0» dans ${p.program} est prêt à être visionné.`,
    }),
    liveStarting: (p, f) => ({
      heading: 'La séance en direct commence bientôt',
      message: `Rejoignez «\u00a0${p.title}\u00a0» dans ${p.program} à partir de la page Séances en direct\u00a0: elle ${p.started ? 'a commencé' : 'commence'} à ${f.time(p.startsAt, p.timeZone)}`,
    }),
    supportAnswered: (p) => ({ heading: `L’école a répondu\u00a0: ${p.subject}`, message: p.answer }),
  },
};

const { heading: headingRule, message: messageRule } = ZNotificationContent.shape;

/** Cuts a text to a notification's limit: a long program name or subject never makes a reply invalid. */
export function clip(text: string, max: number | null) {
  return max !== null && text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The notification's heading and message in the language, with the names they hold in the default
 * language (`fallback`) where those have no translation.
 */
export function renderNotificationText(
  text: NotificationText,
  language: TLanguage,
  fallback: TLanguage = language,
): Rendered {
  const render = NOTIFICATION_TEXTS[language][text.key] as (p: unknown, f: Formats) => Rendered;
  const found: TLangSpan[] = [];
  const rendered = render(resolveNames(text.params, language, fallback, found), formatsOf(language));
  const heading = clip(rendered.heading, headingRule.maxLength);
  const message = clip(rendered.message, messageRule.maxLength);
  const spans = found.filter(
    (span, i) =>
      found.findIndex((s) => s.text === span.text) === i &&
      (heading.includes(span.text) || message.includes(span.text)),
  );
  return { heading, message, ...(spans.length > 0 && { lang_spans: spans }) };
}

/**
 * A stored notification's texts in the reader's language; null when its key is unknown or its
 * parameters do not fit (a row older than its texts): the stored English is shown instead.
 */
export function renderStoredText(
  key: string | null,
  params: unknown,
  language: TLanguage,
  fallback: TLanguage = language,
): Rendered | null {
  if (key === null || !Object.hasOwn(NOTIFICATION_TEXTS.en, key)) return null;
  if (params === null || typeof params !== 'object') return null;
  try {
    return renderNotificationText({ key, params } as NotificationText, language, fallback);
  } catch {
    return null;
  }
}

/** A notification of the portal's own: its key and parameters, and its English for the stored columns. */
export function portalNotification(
  text: NotificationText,
  rest: Omit<NewNotification, 'heading' | 'message' | 'text'>,
): NewNotification {
  const { heading, message } = renderNotificationText(text, 'en');
  return { ...rest, heading, message, text };
}
