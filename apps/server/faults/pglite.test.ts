import { describeFaults } from './fault-suite';

describeFaults('pglite', 'PGlite');
