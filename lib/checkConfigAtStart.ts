import { config, ConfigError } from './config';

// A bad environment stops the server at once, with a message naming the variable.
try {
  config();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
