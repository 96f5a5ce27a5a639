/** Handed-in work's settings where the folder, or the console's new item, leaves them out. */
export const ASSIGNMENT_DEFAULTS = {
  max_marks: 100,
  submission: 'file_or_text',
  file_extensions: ['pdf', 'doc', 'docx'],
  max_file_size_mb: 5,
  /** The least percentage of `max_marks` that passes; 50 is the lowest pass of the GPA scale (D-). */
  pass_mark_percent: 50,
} as const;

/** A quiz's rules where the folder, or the console's new quiz, leaves them out. */
export const QUIZ_DEFAULTS = {
  time_limit_minutes: null,
  attempts_allowed: 1,
  pass_mark_percent: 60,
  grading: 'best',
  show_answers: true,
} as const;
