// The API guard (src/server/test/fuzz-suite.ts) runs as three files at once; this is part 2.
import { fuzzSuite } from '../test/fuzz-suite.ts';

fuzzSuite(2, 3);
