// Lints imaginary files with the project's real ESLint config, all in one process (ESLint starts
// once, not once per snippet): reads [{ filePath, code }] as JSON on stdin, writes, for each, the
// messages as [{ ruleId, message }] as JSON on stdout. For tests that prove a lint rule fires.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const snippets = JSON.parse(input);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of snippets) {
  const [report] = await eslint.lintText(code, { filePath });
  results.push(report.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
