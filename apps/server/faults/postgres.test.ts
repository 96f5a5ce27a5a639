import { describeFaults } from './fault-suite';

describeFaults('postgres', 'PostgreSQL');
