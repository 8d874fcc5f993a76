import { Container } from '@mantine/core';

/** KERN "Kopfzeile": marks the site as an official website of the federal administration. */
export function Kopfzeile() {
  return (
    <div className="kopfzeile">
      <Container>
        <div className="kopfzeile__content">
          <svg className="kopfzeile__flag" viewBox="0 0 24 16" aria-hidden="true" focusable="false">
            <path fill="#000" d="M0 0h24v5.333H0z" />
            <path fill="#d00" d="M0 5.333h24v5.334H0z" />
            <path fill="#ffce00" d="M0 10.667h24V16H0z" />
          </svg>
          <span>Offizielle Website – Bundesrepublik Deutschland</span>
        </div>
      </Container>
    </div>
  );
}
