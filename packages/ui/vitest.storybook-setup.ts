import { configure } from 'storybook/test';

// Under `npm test` the stories share two cores with the server and e2e suites, where something a story
// waits for (an option list, a debounced answer) can take longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });
