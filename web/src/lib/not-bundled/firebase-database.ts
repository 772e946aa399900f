// Stands in for `firebase/database` in the app's builds (web/vite.config.ts
// aliases it here). reactfire's one module imports the Realtime Database for
// its database hooks, which the app never calls, and its top-level code keeps
// a table of the SDK's listener functions: no side-effects flag can drop a
// module that a kept statement names, so the bundler kept all 42 kB (gzip) of
// it on every signed-in page. These are the names reactfire imports; calling
// one means someone started using the Realtime Database: remove the alias.
function notBundled(): never {
  throw new Error('The Realtime Database is not bundled with this app (see the aliases in web/vite.config.ts).');
}

export {
  notBundled as get,
  notBundled as off,
  notBundled as onChildAdded,
  notBundled as onChildChanged,
  notBundled as onChildMoved,
  notBundled as onChildRemoved,
  notBundled as onValue,
};
