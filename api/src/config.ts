/** Everything the API reads from its environment, in one place (documented in the README). */
export interface ApiConfig {
  port: number;
  host: string;
  mongodbUri: string;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: Number(env.API_PORT ?? 3100),
    host: env.API_HOST ?? '127.0.0.1',
    mongodbUri: env.MONGODB_URI ?? 'mongodb://127.0.0.1:27018/harbour',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
