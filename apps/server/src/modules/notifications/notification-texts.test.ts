import { ZLanguage, frenchTypographyFaults } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TEXTS,
  type NotificationKey,
  type NotificationParams,
  renderNotificationText,
  renderStoredText,
} from './notification-texts';

const program = 'Bureautique';
// one example per key: a new key fails to compile until it has one, and so is checked below
const SAMPLES: { [K in NotificationKey]: NotificationParams[K] } = {
  paymentReceived: { program, amount: { cents: 123_450, currency: 'CAD' }, atSchool: false },
  paymentFailed: { program, amount: { cents: 123_450, currency: 'CAD' } },
  paymentRefunded: { program, amount: { cents: 123_450, currency: 'CAD' } },
  refundIssued: {
    program,
    amount: { cents: 123_450, currency: 'CAD' },
    reason: 'Withdrew in the first week.',
    ended: true,
  },
  installmentDue: { program, amount: { cents: 50_000, currency: 'CAD' }, dueDate: '2026-03-05' },
  installmentOverdue: { program, amount: { cents: 50_000, currency: 'CAD' }, dueDate: '2026-03-05' },
  installmentRescheduled: { program, amount: { cents: 50_000, currency: 'CAD' }, dueDate: '2026-04-05' },
  paidToSchoolRequested: { program, amount: { cents: 123_450, currency: 'CAD' } },
  subscribed: { program },
  accessGranted: { program },
  accessEnded: { program },
  graduated: { program },
  certificateIssued: { program },
  certificateRevoked: { program, reason: 'Issued in error.' },
  documentReviewed: { document: 'Permis d’études', approved: false, remarks: 'Illisible' },
  fieldReviewed: { field: 'date_of_birth', verified: false, remarks: 'Ne correspond pas' },
  workGraded: { program, kind: 'homework', item: 'Lettre', marks: 8.5, max: 10 },
  workReturned: { program, kind: 'assignment', item: 'Lettre', remarks: 'Ajoutez la page titre' },
  quizGraded: { program, item: 'Quiz 1', marks: 17.25, max: 20 },
  attendanceRecorded: { program, kind: 'in_class_quota', item: 'Laboratoire', recorded: 2, required: 5 },
  practiceEntryReviewed: {
    program,
    item: 'Journal de pratique',
    date: '2026-03-05',
    approved: false,
    remarks: 'Ajoutez une capture d’écran',
    recorded: 3,
    required: 10,
  },
  rewardEarned: { reason: 'quiz_passed', points: 1000, what: 'Quiz 1', total: 1250 },
  rewardsOfDay: {
    day: '2026-11-27',
    points: 1500,
    count: 3,
    total: 2750,
    latest: { reason: 'content_completed', what: 'Leçon 4' },
  },
  levelReached: { level: 'Expert', total: 1250, next: { name: 'Maître', minPoints: 2000 } },
  forumReplied: { title: 'Conseils', replier: 'Léa Roy', ownThread: true },
  liveScheduled: {
    program,
    title: 'Atelier',
    startsAt: '2026-11-24T15:00:00Z',
    timeZone: 'America/Toronto',
    minutes: 90,
  },
  liveCancelled: { program, title: 'Atelier', startsAt: '2026-11-24T15:00:00Z', timeZone: 'America/Toronto' },
  liveMoved: {
    program,
    title: 'Atelier',
    startsAt: '2026-11-26T15:00:00Z',
    timeZone: 'America/Toronto',
    minutes: 60,
  },
  liveRecording: { program, title: 'Atelier' },
  liveStarting: {
    program,
    title: 'Atelier',
    startsAt: '2026-11-24T15:00:00Z',
    timeZone: 'America/Toronto',
    started: false,
  },
  supportAnswered: { subject: 'Vidéo', answer: 'Essayez un autre navigateur.' },
};

// parameters that are codes or instants, which the texts say in words
const CODES = new Set(['reason', 'kind', 'field', 'date', 'dueDate', 'startsAt', 'timeZone', 'day']);
const keys = Object.keys(SAMPLES) as NotificationKey[];
const render = (key: NotificationKey, language: 'en' | 'fr-CA') =>
  renderNotificationText({ key, params: SAMPLES[key] } as never, language);
// Intl separates groups and currency signs with no-break spaces
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('the texts of the portal’s notifications', () => {
  it.each(keys)('%s follows Quebec typography in French', (key) => {
    const { heading, message } = render(key, 'fr-CA');
    expect([heading, message].flatMap(frenchTypographyFaults)).toEqual([]);
  });

  it('exist in every language for every key', () => {
    for (const language of ZLanguage.options) {
      expect(Object.keys(NOTIFICATION_TEXTS[language]).sort(), language).toEqual([...keys].sort());
    }
  });

  it.each(keys)('%s: says the same things in French as in English, in French words', (key) => {
    const en = render(key, 'en');
    const fr = render(key, 'fr-CA');
    for (const text of [en.heading, en.message, fr.heading, fr.message]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/undefined|NaN|\[object|\$\{/);
    }
    expect(fr.heading).not.toBe(en.heading);
    // the names and words of the school a student recognises appear in both
    const names = Object.entries(SAMPLES[key])
      .filter(([param, value]) => typeof value === 'string' && !CODES.has(param))
      .map(([, value]) => value as string);
    for (const name of names) {
      expect(en.heading + en.message, `${key} in English names ${name}`).toContain(name);
      expect(fr.heading + fr.message, `${key} in French names ${name}`).toContain(name);
    }
  });

  it('formats money, dates, times and numbers for Canadian French', () => {
    expect(spaced(render('paymentReceived', 'fr-CA').message)).toBe(
      'Nous avons reçu votre paiement de 1 234,50 $ pour Bureautique.',
    );
    expect(render('paymentReceived', 'en').message).toBe(
      'We received your payment of $1,234.50 for Bureautique.',
    );
    expect(spaced(render('installmentDue', 'fr-CA').message)).toBe(
      'Votre versement de 500,00 $ pour Bureautique est dû le 5 mars 2026.',
    );
    expect(render('installmentDue', 'en').message).toBe(
      'Your instalment of $500.00 for Bureautique is due on March 5, 2026.',
    );
    expect(render('workGraded', 'fr-CA')).toEqual({
      heading: 'Devoir corrigé',
      message: 'Note obtenue pour «\u00a0Lettre\u00a0» dans Bureautique\u00a0: 8,5/10.',
    });
    expect(spaced(render('rewardEarned', 'fr-CA').heading)).toBe(
      'Vous avez gagné 1 000 points de récompense',
    );
    expect(spaced(render('rewardsOfDay', 'fr-CA').heading)).toBe(
      'Vous avez gagné 1 500 points de récompense le 27 novembre 2026',
    );
    expect(spaced(render('rewardsOfDay', 'fr-CA').message)).toBe(
      'Pour avoir terminé « Leçon 4 ». 3 activités vous ont rapporté des points ce jour-là. Vous avez maintenant 2 750 points de récompense.',
    );
    expect(render('rewardsOfDay', 'en')).toEqual({
      heading: 'You earned 1,500 reward points on November 27, 2026',
      message:
        'For completing “Leçon 4”. 3 activities earned you points that day. You now have 2,750 reward points.',
    });
    expect(spaced(render('liveScheduled', 'fr-CA').message)).toBe(
      '« Atelier » dans Bureautique : mardi 24 novembre 2026 à 10 h 00, pendant 90 minutes.',
    );
  });

  it('keeps a rendered text within a notification’s limits', () => {
    const long = renderNotificationText(
      { key: 'supportAnswered', params: { subject: 's'.repeat(300), answer: 'Oui.' } },
      'fr-CA',
    );
    expect(long.heading).toHaveLength(200);
    expect(long.heading.endsWith('…')).toBe(true);
  });

  it('leaves a stored row to its English when its key or parameters are not the portal’s', () => {
    expect(renderStoredText(null, null, 'fr-CA')).toBeNull();
    expect(renderStoredText('noSuchKey', {}, 'fr-CA')).toBeNull();
    expect(renderStoredText('toString', {}, 'fr-CA')).toBeNull();
    expect(renderStoredText('paymentReceived', null, 'fr-CA')).toBeNull();
    expect(renderStoredText('subscribed', { program }, 'fr-CA')).toEqual({
      heading: 'Inscription confirmée',
      message: 'Votre inscription à Bureautique est confirmée.',
    });
  });

  it('names a program and a level in the language the notice is read in, and a name kept before as kept', () => {
    const names = { en: 'Office Skills', 'fr-CA': 'Bureautique' };
    const stored = { program: names, reason: 'Émis par erreur.' };
    expect(renderStoredText('certificateRevoked', stored, 'fr-CA')?.message).toBe(
      'Votre certificat pour Bureautique a été révoqué\u00a0: Émis par erreur.',
    );
    expect(renderStoredText('certificateRevoked', stored, 'en')?.message).toBe(
      'Your certificate for Office Skills has been revoked: Émis par erreur.',
    );
    const level = {
      level: { en: 'Apprentice', 'fr-CA': 'Apprenti' },
      total: 100,
      next: { name: { en: 'Achiever', 'fr-CA': 'Battant' }, minPoints: 300 },
    };
    expect(renderStoredText('levelReached', level, 'fr-CA')).toEqual({
      heading: 'Vous avez atteint le niveau Apprenti',
      message: 'Vous avez 100 points de récompense. Encore 200 pour atteindre le niveau Battant.',
    });
    expect(renderStoredText('levelReached', level, 'en')?.heading).toBe('You reached the Apprentice level');
    // a row kept before names were kept in every language
    expect(
      renderStoredText('levelReached', { level: 'Explorer', total: 0, next: null }, 'fr-CA')?.heading,
    ).toBe('Vous avez atteint le niveau Explorer');
  });
});
