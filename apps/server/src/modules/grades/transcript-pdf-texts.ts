import type { TGradedItem, TLanguage } from '@portal/contract';

/** The transcript's words in each language. */
export type TranscriptPdfTexts = {
  title: (name: string, program: string) => string;
  heading: string;
  student: string;
  studentNo: string;
  program: string;
  enrolledOn: string;
  completion: string;
  completedOn: (date: string) => string;
  inProgress: (percent: string) => string;
  gpa: string;
  noGpa: string;
  noGradedItems: string;
  gpaOf: (gpa: string, max: string) => string;
  overall: string;
  overallOf: (percent: string) => string;
  certificate: string;
  certificateCode: (code: string) => string;
  items: string;
  columns: [string, string, string, string, string, string];
  noItems: string;
  type: Record<TGradedItem['content_type'], string>;
  status: Record<Exclude<TGradedItem['status'], 'graded'>, string>;
  marksOf: (marks: string, max: string) => string;
  scale: (bands: string) => string;
  generatedOn: (date: string) => string;
};

export const TRANSCRIPT_PDF_TEXTS: Record<TLanguage, TranscriptPdfTexts> = {
  en: {
    title: (name, program) => `Transcript: ${name}, ${program}`,
    heading: 'Academic Transcript',
    student: 'Student',
    studentNo: 'Student number',
    program: 'Program',
    enrolledOn: 'Enrolled on',
    completion: 'Completion',
    completedOn: (date) => `Completed on ${date}`,
    inProgress: (percent) => `In progress (${percent} complete)`,
    gpa: 'GPA',
    noGpa: 'This program does not report a GPA',
    noGradedItems: 'No graded items yet',
    gpaOf: (gpa, max) => `${gpa} / ${max}`,
    overall: 'Overall',
    overallOf: (percent) => `${percent} of the graded marks`,
    certificate: 'Certificate',
    certificateCode: (code) => `Verification code ${code}`,
    items: 'Assessed items',
    columns: ['Item', 'Type', 'Marks', 'Percent', 'Grade', 'Points'],
    noItems: 'This program has no assessed items.',
    type: { quiz: 'Quiz', assignment: 'Assignment', homework: 'Homework' },
    status: { awaiting_grading: 'Awaiting grading', not_submitted: 'Not submitted' },
    marksOf: (marks, max) => `${marks} / ${max}`,
    scale: (bands) =>
      `GPA on a 4.0 scale: each graded item's percentage, rounded, gives grade points (${bands}), weighted by the item's maximum marks.`,
    generatedOn: (date) => `Generated on ${date}.`,
  },
  'fr-CA': {
    title: (name, program) => `Relevé de notes : ${name}, ${program}`,
    heading: 'Relevé de notes',
    student: 'Étudiant',
    studentNo: 'Numéro d’étudiant',
    program: 'Programme',
    enrolledOn: 'Inscription',
    completion: 'Progression',
    completedOn: (date) => `Terminé le ${date}`,
    inProgress: (percent) => `En cours (${percent} terminé)`,
    gpa: 'Moyenne',
    noGpa: 'Ce programme n’attribue pas de moyenne',
    noGradedItems: 'Aucun élément noté pour l’instant',
    gpaOf: (gpa, max) => `${gpa} / ${max}`,
    overall: 'Résultat global',
    overallOf: (percent) => `${percent} des points notés`,
    certificate: 'Certificat',
    certificateCode: (code) => `Code de vérification ${code}`,
    items: 'Éléments évalués',
    columns: ['Élément', 'Type', 'Points', 'Pourcentage', 'Note', 'Points de note'],
    noItems: 'Ce programme ne comporte aucun élément évalué.',
    type: { quiz: 'Quiz', assignment: 'Travail', homework: 'Devoir' },
    status: { awaiting_grading: 'En attente de correction', not_submitted: 'Non remis' },
    marksOf: (marks, max) => `${marks} / ${max}`,
    scale: (bands) =>
      `Moyenne sur 4,0 : le pourcentage de chaque élément noté, arrondi à l’unité, donne ses points de note (${bands}), pondérés selon les points maximaux de l’élément.`,
    generatedOn: (date) => `Produit le ${date}.`,
  },
};
