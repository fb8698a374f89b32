import { configure } from '@testing-library/react';

// Whole screens with a calendar and dialogs under jsdom: on a busy 2-core runner a test can pass
// jest's default 5 s, and a screen can take more than Testing Library's default 1 s to appear.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 5_000 });
