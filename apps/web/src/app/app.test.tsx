import { render, screen } from '@testing-library/react';
import { App } from './app';

describe('App', () => {
  it('greets the visitor on the home page', () => {
    render(<App />);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });
});
