import { renderHook } from '@testing-library/react';
import { failOnConsole } from '../../test/failOnConsole';
import { useAlertSound } from './useAlertSound';

failOnConsole();

/** A stand-in for the browser's AudioContext that records the tones it is asked to play. */
function fakeAudio({ state = 'running', refuse = false }: { state?: string; refuse?: boolean } = {}) {
  const tones: number[] = [];
  const resume = jest.fn(() => Promise.reject(new Error('not allowed')));
  const param = () => ({ setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() });
  class FakeAudioContext {
    state = state;
    currentTime = 0;
    destination = {};
    resume = resume;
    constructor() {
      if (refuse) throw new Error('The AudioContext was not allowed to start');
    }
    createOscillator() {
      const frequency = { setValueAtTime: (value: number) => tones.push(value) };
      return { type: '', frequency, connect: (node: unknown) => node, start: jest.fn(), stop: jest.fn() };
    }
    createGain() {
      return { gain: param(), connect: (node: unknown) => node };
    }
  }
  const install = () => Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: FakeAudioContext });
  install();
  return { tones, resume, install };
}

function setActivated(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { hasBeenActive, isActive: hasBeenActive } });
}

/** The module afresh (it keeps one AudioContext for the page), for its plain function. */
function freshTone(): () => void {
  let loaded: typeof import('./useAlertSound') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./useAlertSound')>('./useAlertSound');
  });
  return loaded!.playUrgentTone;
}

describe('the urgent alert sound', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'AudioContext');
    Reflect.deleteProperty(navigator, 'userActivation');
  });

  describe('useAlertSound', () => {
    // The module keeps the page's one AudioContext: these tests share one stand-in.
    let audio: ReturnType<typeof fakeAudio> | undefined;
    beforeEach(() => {
      audio ??= fakeAudio();
      audio.install();
      audio.tones.length = 0;
      setActivated(true);
    });

    it('plays two tones made in the browser once the person has used the page', () => {
      const { result } = renderHook(() => useAlertSound(true));
      result.current();
      expect(audio!.tones).toEqual([880, 660]);
      result.current();
      expect(audio!.tones).toEqual([880, 660, 880, 660]);
    });

    it('plays nothing when the person turned the sound off', () => {
      const { result } = renderHook(() => useAlertSound(false));
      result.current();
      expect(audio!.tones).toEqual([]);
    });
  });

  it('tries nothing before the person has used the page (the browser would refuse and say so)', () => {
    const { tones, resume } = fakeAudio({ state: 'suspended' });
    setActivated(false);
    freshTone()();
    expect(tones).toEqual([]);
    expect(resume).not.toHaveBeenCalled();
  });

  it('stays silent, without an error, when the browser refuses audio', async () => {
    fakeAudio({ refuse: true });
    setActivated(true);
    expect(() => freshTone()()).not.toThrow();
    // A suspended context whose resume is refused: the refusal is caught, not reported.
    const { resume } = fakeAudio({ state: 'suspended' });
    freshTone()();
    expect(resume).toHaveBeenCalled();
    await Promise.resolve();
  });

  it('does nothing where there is no Web Audio', () => {
    expect(() => freshTone()()).not.toThrow();
  });
});
