import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScrollToHash } from './useScrollToHash';

/** A page whose `outcomes` part renders late (as a lazily loaded panel) unless `early`. */
function Page({ early, exposeShow }: { early: boolean; exposeShow: (show: () => void) => void }) {
  useScrollToHash();
  const [shown, setShown] = useState(early);
  useEffect(() => exposeShow(() => setShown(true)), [exposeShow]);
  return <main>{shown && <section id="outcomes">Outcomes</section>}</main>;
}

describe('useScrollToHash', () => {
  let scrolled: string[];
  // jsdom does not scroll: record which element was asked to.
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls to the part the hash names once it renders', async () => {
    let show = () => {};
    render(
      <MemoryRouter initialEntries={['/patients/p#outcomes']}>
        <Page early={false} exposeShow={(callback) => (show = callback)} />
      </MemoryRouter>,
    );
    expect(scrolled).toEqual([]);
    await act(async () => show());
    expect(scrolled).toEqual(['outcomes']);
  });

  it('leaves the page where it is without a hash', () => {
    render(
      <MemoryRouter initialEntries={['/patients/p']}>
        <Page early exposeShow={() => {}} />
      </MemoryRouter>,
    );
    expect(scrolled).toEqual([]);
  });
});
