import { render } from '@testing-library/react';
import { StatText, statTextContent } from './stat-text';

const html = (text: string) => render(<StatText text={text} />).container.innerHTML;

describe('StatText', () => {
  it('sets a symbol with a subscript as an italic letter and a real subscript', () => {
    expect(html('d_z = 2,34')).toBe('<i>d</i><sub>z</sub> = 2,34');
    expect(html('d_av dan r_pb')).toBe('<i>d</i><sub>av</sub> dan <i>r</i><sub>pb</sub>');
  });

  it('sets a lone statistical letter in italics where it is a symbol, and nowhere else', () => {
    expect(html('t(13) = 8,75; p < 0,001')).toBe('<i>t</i>(13) = 8,75; <i>p</i> &lt; 0,001');
    expect(html('r = z/√n')).toBe('<i>r</i> = <i>z</i>/√<i>n</i>');
    expect(html('Uji t berpasangan')).toBe('Uji t berpasangan');
    expect(html('p pretest')).toBe('<i>p</i> pretest');
    expect(html('SD = 2; I² = 45%; Q(1) = 1,8')).toBe(
      '<i>SD</i> = 2; <i>I²</i> = 45%; <i>Q</i>(1) = 1,8',
    );
  });

  it('reads as its letters', () => {
    expect(statTextContent('d_z = 2,34; p < 0,05')).toBe('dz = 2,34; p < 0,05');
  });
});
