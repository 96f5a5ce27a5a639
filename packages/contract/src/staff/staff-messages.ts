import type { TApiErrorParams } from '../common/errors';

/**
 * The refusals staff meet, by group: `staff.<group>.<key>` is a refusal's code, which the server sends with
 * its English and the console says from its catalogue (`console.refusals.<group>.<key>`). `%{name}` marks
 * a value the server fills in, as the console's catalogues write it.
 */
export const STAFF_MESSAGES = {
  forms: {
    remarksField: 'Say why the field is rejected: the student reads it.',
    notifyWhom: 'Send it to a student or to a program.',
    email: 'Please enter a valid email address.',
    name: 'Please enter a name.',
    role: 'Please choose a role.',
    remarksWork: 'Say why the work is returned: the student reads it.',
    planInstalments: 'A plan has at least one instalment.',
    planMaxInstalments: 'A plan has at most 24 instalments.',
    instalmentOrder: 'Each instalment falls due after the one before it.',
    instalmentCent: 'An instalment is at least one cent.',
    nameItem: 'Name the item.',
    sectionName: 'Name the section.',
    videoAddress: 'Give the video’s address, starting with https://.',
    itemBody: 'Write what students read here.',
    questionText: 'Write the question.',
    optionText: 'Write the option.',
    maxOptions: 'A question has at most 10 options.',
    writtenNoOptions: 'A written answer has no options.',
    twoOptions: 'Give at least two options.',
    oneCorrect: 'Mark at least one option correct.',
    entriesCount: 'Say how many entries complete it.',
    cohortEnds: 'The cohort ends on or after the day it starts.',
    enrolmentChange: 'Change the access or the note.',
    remarksDocument: 'Say why the document is rejected: the student reads it.',
    extraTimeMultiplier: 'A multiplier above 1 and up to %{max}, such as 1.5.',
    extraTimeMinutes: 'A whole number of minutes from 1 to %{max}.',
    extraTimeOneOf: 'Give either a multiplier or extra minutes.',
    programOrAll: 'A program’s id, or all.',
    attendanceCount: 'A whole number from 1 to %{max}.',
    dueDate: 'Enter a date as YYYY-MM-DD.',
    fileTooLarge: 'File size is too large',
    fileTypeNotAllowed: 'File type is not allowed',
  },
  programs: {
    notFound: 'Program not found.',
    noSuchProgram: "No program '%{program}'.",
    noCohorts: 'This program has no cohorts: its content folder makes it self-paced.',
    cohortNotFound: 'Cohort not found.',
    seatsTaken: '%{taken} seats are taken: the cohort keeps at least that many.',
    defaultLanguage: 'The default language is written in the settings themselves.',
    chooseImage: 'Choose an image.',
  },
  content: {
    itemNotFound: 'Item not found.',
    sectionNotFound: 'Section not found.',
    questionNotFound: 'Question not found.',
    onlyQuizRules: 'Only a quiz has these rules.',
    onlyWorkMarks: 'Only handed-in work has marks.',
    itemDefaultLanguage: 'The default language is written in the item itself.',
    outlineDefaultLanguage: 'The default language is written in the section or item itself.',
    questionDefaultLanguage: 'The default language is written in the question itself.',
    notVideo: 'Only a video item has a video.',
    notQuiz: 'Only a quiz has questions.',
    sectionWorkedOn: 'A student has worked on an item of this section, so it stays: move it first.',
    itemWorkedOn: 'A student has worked on this item, so it stays: their progress and marks count on it.',
    sectionOfProgram: 'Choose a section of the item’s program.',
    quizTaken: 'Students have taken this quiz: only its questions’ texts can change, so their marks stand.',
    lastQuestion: 'A quiz keeps at least one question.',
    chooseVideo: 'Choose a video file.',
    chooseCaptions: 'Choose a WebVTT caption file.',
  },
  records: {
    studentNotFound: 'Student not found.',
    noPhoto: 'This student has no photo.',
    fieldEmpty: 'The student has not filled this field yet.',
    documentNotFound: 'Document not found.',
    documentNoFile: 'This document has no file.',
    enrolmentNotFound: 'Enrolment not found.',
    certificateNotFound: 'Certificate not found.',
    documentApproved: 'This document is no longer awaiting review; it is approved.',
    documentRejected: 'This document is no longer awaiting review; it is rejected.',
    documentNotAwaiting: 'This document is no longer awaiting review.',
    periodOrder: 'the last day comes on or after the first',
  },
  work: {
    workNotFound: 'Work not found.',
    workNoFile: 'This work has no file.',
    quizNotHandedIn: 'A quiz is not handed in again; grade the answer.',
    entryNotFound: 'Practice entry not found.',
    entryNoFile: 'This entry has no file.',
    itemNotInPrograms: 'This item is not in the student’s programs.',
    refusalReason: 'Say why the entry is refused: the student reads it.',
    marksRange: 'Marks run from 0 to %{max}.',
    notSubscribed: 'The student is not subscribed to %{program}.',
    noContent: "No content '%{ref}' in %{program}.",
    ambiguousContent: "'%{ref}' names more than one item; use one of %{names}.",
    notGraded: '“%{name}” is not an assignment or homework; only those are graded.',
    notSubmitted: 'Nothing to grade: “%{name}” has not been submitted.',
    returned: '“%{name}” was returned to the student; it is graded once handed in again.',
    notQuota: '“%{name}” is not a quota; attendance is recorded for quotas only.',
    notQuiz: '“%{name}” is not a quiz; use portal grade for assignments.',
    noQuestion: '“%{name}” has %{count} questions; there is no question %{number}.',
    choiceQuestion: 'Question %{number} is multiple choice; it is scored when the attempt is submitted.',
    noAttempt: 'Nothing to grade: “%{name}” has no submitted attempt.',
    attemptOpen: 'Attempt %{attempt} of “%{name}” has not been submitted.',
    notInAttempt: 'Question %{number} was not part of attempt %{attempt}.',
    noLongerWaiting: '“%{name}” is no longer waiting for marks.',
    noEntry: 'No practice entry %{id}.',
    entryApproved: 'Practice entry %{id} was already approved.',
    entryRefused: 'Practice entry %{id} was already refused.',
    entryReviewed: 'Practice entry %{id} was already reviewed.',
  },
  money: {
    paymentNotFound: 'Payment not found.',
    alreadyRefunded: 'This payment is already refunded.',
    refundCompletedOnly: 'Only a completed payment can be refunded.',
    paymentRecorded: 'This payment is already recorded.',
    installmentNotFound: 'Instalment not found.',
    subscriptionCancelled: 'This subscription is cancelled: its instalments are no longer due.',
    installmentPaid: 'This instalment is already paid.',
    installmentCancelled: 'This instalment is cancelled.',
    failedWorkNotFound: 'No failed payment work has this id.',
    noSlip: 'No request to pay at the school has the code %{reference}.',
    badReference: 'A reference code looks like SCH-7K3P-9QX2.',
    slipRecorded: 'The payment %{reference} is already recorded.',
    slipReplaced:
      "The request %{reference} was replaced by another way of paying; record the payment by the student's email and program.",
    amountDue: 'The amount due is %{amount}.',
    dueDatePast: 'The new due date cannot be before today.',
  },
  members: {
    instructorPrograms: 'Only an instructor is assigned programs.',
    unknownProgram: 'One of these programs does not exist.',
    emailTaken: 'An account with this email address already exists.',
    ownAdmin: 'You cannot remove your own admin role.',
    lastAdmin: 'The school must keep at least one active admin.',
    failedJobNotFound: 'No failed job has this id.',
  },
  settings: {
    notSetUp: 'The institute is not set up yet.',
    paymentOffice: 'Payment at the school needs the payment office, described in the content folder.',
  },
  forum: {
    noPost: 'No post %{id}.',
    alreadyHidden: 'This post is already hidden.',
    notHidden: 'This post is not hidden.',
  },
  support: {
    requestNotFound: 'Support request not found.',
    answered: 'This request has already been answered.',
  },
  accommodations: {
    multiplier: 'a multiplier above 1 and up to %{max}, such as 1.5',
    extraMinutes: 'a whole number of minutes from 1 to %{max}',
    noSuchProgram: 'No such program.',
    noExtraTime: 'This student has no extra time there.',
  },
  live: {
    startFormat:
      'a date and time such as 2026-11-24 14:00 (at the school, %{timeZone}) or 2026-11-24T19:00:00Z',
    startPast: 'the start must be in the future',
    duration: 'a whole number of minutes from 1 to %{max}',
    title: 'a title of 1 to 200 characters',
    httpsLink: 'a full https:// link',
    sessionId: 'a live session id such as 12',
    sessionNotFound: 'No live session %{id}.',
    cohortId: 'a cohort id such as 3',
    cohortNotFound: 'No cohort %{cohort} in %{program}.',
    started: 'This live session has started: it can no longer be changed.',
    over: 'This live session is over: it can no longer be changed.',
    cancelled: 'This live session is cancelled: it can no longer be changed.',
    alreadyCancelled: 'Live session %{id} is already cancelled.',
    alreadyEnded: 'Live session %{id} has already ended.',
    wasCancelled: 'Live session %{id} was cancelled.',
    notStarted: 'Live session %{id} has not started yet.',
  },
  captions: {
    header: 'a WebVTT file starts with the line WEBVTT',
    cueStart:
      'a cue starts with its timing (an identifier line may come first), such as 00:01.000 --> 00:04.000',
    timing: "the cue timing '%{timing}' is not start --> end, each as mm:ss.ttt or hh:mm:ss.ttt",
    endsBeforeStart: 'the cue ends at %{end}, not after it starts (%{start})',
    order:
      'the cue starts at %{start}, before the cue above it (%{previous}); cues are listed in the order they show',
    afterVideo: 'the cue ends at %{end}, after the video (%{video})',
    noCues: 'the file has no cues',
  },
  plans: {
    notFound: 'Payment plan not found.',
    freeProgram: 'A free program has no payment plan.',
    chosen:
      'Students have chosen this plan: its fee and instalments stay as they agreed to them. Offer a new plan for new terms.',
    defaultLanguage: 'The default language is written in the name itself.',
  },
} as const;

type Groups = typeof STAFF_MESSAGES;
/** The refusals' texts in a language, by the same groups and keys. */
export type TStaffMessageTexts = { [G in keyof Groups]: Record<keyof Groups[G], string> };
export type TStaffMessageCode = {
  [G in keyof Groups]: `staff.${G}.${Extract<keyof Groups[G], string>}`;
}[keyof Groups];

export const STAFF_MESSAGE_CODES = Object.entries(STAFF_MESSAGES).flatMap(([group, messages]) =>
  Object.keys(messages).map((key) => `staff.${group}.${key}` as TStaffMessageCode),
);

/** A staff refusal by its code and the values it names; `text` is its English. */
export type TStaffCodedMessage = { code: TStaffMessageCode; params: TApiErrorParams; text: string };

/** The English of a staff refusal, `%{name}` filled in from `params`. */
export function staffMessageText(code: TStaffMessageCode, params: TApiErrorParams = {}): string {
  const [, group, key] = code.split('.') as [string, keyof Groups, string];
  const template = (STAFF_MESSAGES[group] as Record<string, string>)[key]!;
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A staff refusal said by its code: the console says it in its reader's language. */
export const staffCoded = (code: TStaffMessageCode, params: TApiErrorParams = {}): TStaffCodedMessage => ({
  code,
  params,
  text: staffMessageText(code, params),
});

export const isStaffMessageCode = (code: unknown): code is TStaffMessageCode =>
  (STAFF_MESSAGE_CODES as readonly unknown[]).includes(code);

/**
 * A staff form's rule in the contract, written as its code and the values it names: the server answers
 * its English beside the code (`ruleMessage`), and the console says it in its reader's language.
 */
export const staffRule = (code: TStaffMessageCode, params: Record<string, string | number> = {}): string => {
  const values = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return values.size > 0 ? `${code}?${values}` : code;
};

/** A staff rule's message as the server answers it: by its code and values, else as written. */
export function ruleStaffMessage(message: string): string | TStaffCodedMessage {
  const [code, values] = message.split('?', 2) as [string, string | undefined];
  if (!isStaffMessageCode(code)) return message;
  // a number is written as one, as a service's refusal names it
  const params = [...new URLSearchParams(values)].map(([name, value]) => [
    name,
    /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : value,
  ]);
  return staffCoded(code, Object.fromEntries(params) as TApiErrorParams);
}
