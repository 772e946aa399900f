/* global window, document */
// Stand-in for https://apis.google.com/js/api.js, served by the browser tests
// only (this machine is offline; real users load the real script). It
// implements the small part of gapi that Firebase Auth's popup sign-in and the
// Auth emulator's helper iframe use: gapi.load('gapi.iframes'), opening the
// helper iframe, and send/register messaging between the page and that iframe.
(function () {
  var TAG = '__gapiStub';
  var handlers = {};
  var waiting = {};
  var callbacks = {};
  var nextId = 1;

  // A message for a type nobody has registered yet waits for the handler,
  // because either side may start talking before the other has registered.
  function deliver(type, data, reply) {
    var handler = handlers[type];
    if (!handler) {
      (waiting[type] = waiting[type] || []).push({ data: data, reply: reply });
      return;
    }
    var result;
    try {
      result = handler(data);
    } catch (error) {
      result = { status: 'ERROR', error: String(error) };
    }
    reply([result]);
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message[TAG] !== true) return;
    if (message.kind === 'send') {
      deliver(message.type, message.data, function (responses) {
        event.source.postMessage({ __gapiStub: true, kind: 'reply', id: message.id, responses: responses }, '*');
      });
    } else if (message.kind === 'reply' && callbacks[message.id]) {
      var callback = callbacks[message.id];
      delete callbacks[message.id];
      try {
        callback(message.responses);
      } catch {
        // The Auth SDK's webStorageSupport callback throws after answering; ignore it like gapi does.
      }
    }
  });

  function channel(target) {
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        var pending = waiting[type] || [];
        delete waiting[type];
        pending.forEach(function (item) {
          deliver(type, item.data, item.reply);
        });
      },
      send: function (type, data, callback) {
        var id = nextId++;
        if (callback) callbacks[id] = callback;
        target().postMessage({ __gapiStub: true, kind: 'send', id: id, type: type, data: data }, '*');
      },
      ping: function (callback) {
        if (callback) callback();
        return Promise.resolve();
      },
      restyle: function () {
        return Promise.resolve();
      },
    };
  }

  var gapi = (window.gapi = window.gapi || {});
  gapi.load = function (_name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    if (callback) setTimeout(callback, 0);
  };
  gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    Iframe: function () {},
    getContext: function () {
      return {
        open: function (options, ready) {
          return new Promise(function (resolve) {
            var frame = document.createElement('iframe');
            var attributes = options.attributes || {};
            Object.keys(attributes).forEach(function (name) {
              if (name === 'style') Object.assign(frame.style, attributes.style);
              else frame.setAttribute(name, attributes[name]);
            });
            frame.addEventListener(
              'load',
              function () {
                var api = channel(function () {
                  return frame.contentWindow;
                });
                resolve(ready ? ready(api) : api);
              },
              { once: true },
            );
            frame.src = options.url;
            (options.where || document.body).appendChild(frame);
          });
        },
        getParentIframe: function () {
          return channel(function () {
            return window.parent;
          });
        },
      };
    },
  };

  // The Auth SDK asks for `?onload=<callback>`; the emulator's iframe defines gapi_onload.
  var source = document.currentScript && document.currentScript.src;
  var onload = source ? new URL(source).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
