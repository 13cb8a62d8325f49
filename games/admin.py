# Admin registrations for games models go here.
