// The API guard (src/server/test/fuzz-suite.ts) runs as three files at once; this is part 1.
import { fuzzSuite } from '../test/fuzz-suite.ts';

fuzzSuite(1, 3);
