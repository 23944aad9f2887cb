// The Privacy Policy and Terms of Service HallBook ships. An operator replaces them with files of
// their own in LEGAL_DIR (privacy.md, terms.md) without changing code (docs/decisions/072).
// {email} stands for the provider's contact address (PROVIDER_EMAIL).

export const PRIVACY = `# Privacy Policy

HallBook runs the booking calendars and public sites of event venues. This page says which
personal data we keep, why, for how long, and whom to ask about it.

## What we keep

- **Venue staff:** name, email address, phone number and photo, as each person enters them, and
  a record of sign-ins.
- **Venues' customers and visitors:** what they send a venue through its site or what the venue
  records for a booking: name, email address, phone number, the event's date, hall, guest count
  and message.
- **Job applicants:** the application, including the CV uploaded with it.
- **Messages to us:** what the contact form, support tickets and security reports contain.
- **Technical data:** the network address of requests, kept briefly to limit abuse.

## Why

To let venues manage their halls and bookings and answer their customers; to send the mail a
booking or an enquiry needs; to consider applications; to answer questions; and to keep the
service safe. We do not sell personal data or use it for advertising.

## Who sees it

Each venue sees only its own customers and bookings. Our staff see data only to run and support
the service. Mail is sent through our mail provider; nothing else is shared, unless the law
requires it.

## How long

Venue and booking data is kept for as long as the venue uses HallBook, and deleted within 90 days
after it leaves. Job applications are kept for 12 months. Technical data is kept for at most 30
days.

## Your rights

You may ask to see, correct, export or delete your data. A venue's customers may ask the venue
directly, or us.

## Contact

Write to [{email}](mailto:{email}) with any question about your data.
`;

export const TERMS = `# Terms of Service

These terms apply to everyone who uses HallBook: venues and their staff, and visitors of the
venues' sites.

## The service

HallBook gives venues a calendar for their halls, a booking console and a public site. We keep it
running with care, but we cannot promise it is never interrupted.

## Venues

- A venue is responsible for the content of its site and for the bookings it makes and accepts.
- A venue keeps its customers' data only for its bookings and handles it as the law requires.
- Each account is personal: keep your password to yourself and tell us of any misuse.

## Visitors

An enquiry sent through a venue's site is a request to that venue. The booking, its price and its
conditions are agreed between you and the venue; HallBook is not a party to it.

## Fair use

Do not use HallBook to send unwanted messages, to reach data that is not yours, or to disturb the
service for others. We may suspend an account that does.

## Changes

We may change these terms and will publish every change on this page. Using HallBook after a
change means accepting it.

## Contact

Questions about these terms: [{email}](mailto:{email}).
`;
