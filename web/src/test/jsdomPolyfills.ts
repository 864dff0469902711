// Runs before each test file's imports: jsdom lacks these Node globals that react-router needs.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
