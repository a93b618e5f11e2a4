import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the first letter of the name when there is no picture', () => {
    render(<Avatar name="ada lovelace" />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('A');
  });

  it('shows a CJK first character as it is', () => {
    render(<Avatar name="林晓" />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('林');
  });

  it('falls back to the letter when the picture fails to load', () => {
    const { container } = render(
      <Avatar name="grace@example.com" src="https://example.com/missing.png" />,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://example.com/missing.png');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar')).toHaveTextContent('G');
  });
});
