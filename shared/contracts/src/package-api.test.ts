import { apiRecordProblem } from './api-version';
import api from '../api.json';
import pkg from '../package.json';
import * as surface from './index';

it('moves its version with its public names (remotes record the version they need)', () => {
  const current = { version: pkg.version, exports: Object.keys(surface) };
  expect(apiRecordProblem('@clinio/contracts', api, current)).toBeNull();
});
