/**
 * Monaco web workers for GraphiQL 5, bundled by Vite (no CDN). Same as
 * `graphiql/setup-workers/vite`, but imported from our own source so Vite (not the esbuild
 * dependency optimizer, which cannot read `?worker` imports inside node_modules) handles them.
 */
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

(globalThis as { MonacoEnvironment?: unknown }).MonacoEnvironment = {
  getWorker(_workerId: string, label: string): Worker {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
