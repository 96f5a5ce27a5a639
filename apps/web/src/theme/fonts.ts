// Noto Sans for text, Dosis for headings: only the weights the theme uses
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/dosis/600.css';
import '@fontsource/dosis/700.css';
