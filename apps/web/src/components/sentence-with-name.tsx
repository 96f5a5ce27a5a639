import { Trans } from 'react-i18next';

/** The messages naming a program, cohort or item, each marking the name as `<name>{{name}}</name>`. */
export const SENTENCES_WITH_NAME = [
  'checkout.card.title',
  'checkout.nothingToPay',
  'enrolment.access.cancelled',
  'enrolment.access.closed',
  'enrolment.access.closedOn',
  'enrolment.freeProgram.heading',
  'enrolment.join.cohortSubtitle',
  'enrolment.join.heading',
  'enrolment.join.trialStarted',
  'enrolment.successDialog.text',
  'forum.backToBoard',
  'journey.completedHeading',
  'journey.inProgressHeading',
  'journey.lockedBy',
  'live.openedInNewTabText',
  'journey.passedHeading',
  'pages.freeTrialThanks.text',
  'pages.freeTrialThanks.textDays',
  'pages.paymentPending.text',
  'pages.paymentSchoolThanks.text',
  'pages.paymentSchoolThanks.textNoSchool',
  'pages.paymentThanks.text',
  'pages.registrationFeeThanks.text',
  'paymentDetails.unpaid',
] as const;

type SentenceWithNameProps = {
  i18nKey: (typeof SENTENCES_WITH_NAME)[number];
  /** A program's, cohort's or item's name. */
  name: string;
  /** The name's language; none where the name is the page's own words ("your program"). */
  lang?: string;
  values?: Record<string, string | number>;
  count?: number;
};

/**
 * A sentence of the page naming a program, cohort or item, the name marked in its own language, which
 * may not be the page's (WCAG 3.1.2).
 */
export function SentenceWithName({ i18nKey, name, lang, values, count }: SentenceWithNameProps) {
  return (
    <Trans
      i18nKey={i18nKey}
      count={count}
      values={{ ...values, name }}
      components={{ name: <span lang={lang} /> }}
    />
  );
}
