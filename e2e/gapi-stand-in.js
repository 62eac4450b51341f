// Browser tests only: a stand-in for https://apis.google.com/js/api.js, which these machines
// cannot reach. firebase/auth loads it for signInWithPopup, in our page and again inside the
// Auth Emulator's helper iframe, and uses exactly this much of it: gapi.load('gapi.iframes'),
// the iframes context's open() in the page and getParentIframe() in the iframe, and on each
// side a channel with register, unregister, send, ping, restyle and getIframeEl. The two sides
// talk with window.postMessage. Everything else (popup, emulator, tokens) stays real.
;(() => {
  const TAG = '__vrhGapiStandIn'
  const onloadName = document.currentScript
    ? new URL(document.currentScript.src).searchParams.get('onload')
    : null

  /** A channel to one other window; calls that arrive before their handler wait for it. */
  function createChannel(getPeer, iframeElement) {
    const handlers = new Map()
    const waitingCalls = new Map()
    const replyCallbacks = new Map()
    const readyCallbacks = []
    let isPeerReady = false
    let nextId = 0

    const post = (message) => getPeer()?.postMessage({ [TAG]: true, ...message }, '*')

    function deliver(call) {
      const handler = handlers.get(call.name)
      if (!handler) {
        waitingCalls.set(call.name, [...(waitingCalls.get(call.name) ?? []), call])
        return
      }
      Promise.resolve(handler(call.data)).then((result) =>
        post({ kind: 'reply', id: call.id, results: [result] }),
      )
    }

    window.addEventListener('message', (event) => {
      const message = event.data
      if (!message || message[TAG] !== true || event.source !== getPeer()) return
      if (message.kind === 'ready') {
        isPeerReady = true
        for (const callback of readyCallbacks.splice(0)) callback()
      } else if (message.kind === 'call') {
        deliver(message)
      } else if (message.kind === 'reply') {
        const callback = replyCallbacks.get(message.id)
        replyCallbacks.delete(message.id)
        try {
          callback?.(message.results)
        } catch {
          // Like gapi, ignore what a callback throws: firebase/auth's webStorageSupport callback
          // answers, then always throws.
        }
      }
    })

    return {
      register(name, handler) {
        handlers.set(name, handler)
        const calls = waitingCalls.get(name) ?? []
        waitingCalls.delete(name)
        for (const call of calls) deliver(call)
      },
      unregister(name) {
        handlers.delete(name)
      },
      send(name, data, callback) {
        nextId += 1
        if (callback) replyCallbacks.set(nextId, callback)
        post({ kind: 'call', id: nextId, name, data })
      },
      /** Resolves once the other side's copy of this script has loaded. */
      ping(callback) {
        return new Promise((resolve) => {
          const done = () => {
            callback?.()
            resolve([])
          }
          if (isPeerReady) done()
          else readyCallbacks.push(done)
        })
      },
      restyle() {
        return Promise.resolve()
      },
      getIframeEl() {
        return iframeElement ?? null
      },
      announceReady() {
        post({ kind: 'ready' })
      },
    }
  }

  const isFramed = window.parent !== window
  const parentChannel = isFramed ? createChannel(() => window.parent) : null

  const context = {
    open(options, onOpen) {
      const iframe = document.createElement('iframe')
      for (const [name, value] of Object.entries(options.attributes ?? {})) {
        if (name === 'style') Object.assign(iframe.style, value)
        else iframe.setAttribute(name, String(value))
      }
      iframe.src = options.url
      const channel = createChannel(() => iframe.contentWindow, iframe)
      ;(options.where ?? document.body).appendChild(iframe)
      return Promise.resolve(onOpen ? onOpen(channel) : channel)
    },
    getParentIframe() {
      return parentChannel
    },
  }

  const acceptAll = () => true
  window.gapi = {
    load(_module, options) {
      const callback = typeof options === 'function' ? options : options?.callback
      setTimeout(() => callback?.(), 0)
    },
    iframes: {
      getContext: () => context,
      CROSS_ORIGIN_IFRAMES_FILTER: acceptAll,
      SAME_ORIGIN_IFRAMES_FILTER: acceptAll,
    },
  }

  parentChannel?.announceReady()
  setTimeout(() => {
    if (onloadName) window[onloadName]?.()
    else window.gapi_onload?.()
  }, 0)
})()
