/** What every Markdown text of the portal shares: lists, ruled table cells and block quotes. */
export const markdownBlockStyles = {
  '& > *:last-child': { mb: 0 },
  '& ul, & ol': { pl: 3, mb: 2, mt: 0 },
  '& li': { mb: 0.5 },
  '& th, & td': {
    border: 1,
    borderColor: 'divider',
    px: 1.5,
    py: 1,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { bgcolor: 'action.hover', fontWeight: 600 },
  '& blockquote': {
    borderLeft: 4,
    borderColor: 'divider',
    m: 0,
    mb: 2,
    pl: 2,
    color: 'text.secondary',
  },
} as const;
