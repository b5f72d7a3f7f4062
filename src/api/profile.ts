import * as z from 'zod/mini';
import type { Friend, Person, Pet, Spouse, Team, Vehicle } from '../domain/privateProfile';
import { SHOWS_NOT_FOUND, type ApiClient } from './client';
import {
  familyResultSchema,
  friendListSchema,
  friendResultSchema,
  petResultSchema,
  spouseResultSchema,
  teamResultSchema,
  vehicleResultSchema,
  type FamilyRequest,
  type FriendRequest,
  type PetRequest,
  type SpouseRequest,
  type TeamRequest,
  type VehicleRequest,
} from './contract/profile';

/**
 * The private profile's calls (spec §7, docs/api.md "Private profile"). Its lists are read
 * with the profile call (src/api/account.ts), friends with their own.
 */
export function createProfileApi(client: ApiClient) {
  const remove = (path: string) => (id: number) => client.post(path, { id }, z.null());
  return {
    saveSpouse: async (spouse: SpouseRequest): Promise<Spouse> =>
      (await client.post('/reactapi/user/spouse', spouse, spouseResultSchema)).spouse,
    saveFamilyMember: async (member: FamilyRequest): Promise<Person> =>
      (await client.post('/reactapi/user/add-family', member, familyResultSchema)).member,
    /** The spouse too. */
    removeFamilyMember: remove('/api/user/delete-family'),

    savePet: async (pet: PetRequest): Promise<Pet> => (await client.post('/reactapi/user/add-pet', pet, petResultSchema)).pet,
    removePet: remove('/api/user/delete-pet'),
    /** Makes an upload (announced and PUT as for the avatar) the pet's photo: the photo's address. */
    savePetPhoto: async (petId: number, uploadId: string): Promise<string> =>
      (await client.post('/api/user/add-pet-photo', { pet_id: petId, upload_id: uploadId }, petResultSchema)).pet.photo ?? '',

    saveTeam: async (team: TeamRequest): Promise<Team> =>
      (await client.post('/reactapi/user/add-team', team, teamResultSchema)).team,
    removeTeam: remove('/api/user/delete-team'),

    saveVehicle: async (vehicle: VehicleRequest): Promise<Vehicle> =>
      (await client.post('/reactapi/user/edit-vehicle', vehicle, vehicleResultSchema)).vehicle,
    removeVehicle: remove('/api/user/delete-vehicle'),

    friends: async (): Promise<Friend[]> => (await client.get('/api/v2/user/friends', friendListSchema)).friends,
    friend: async (id: number): Promise<Friend> =>
      (await client.get(`/api/v2/user/view-friend?id=${id}`, friendResultSchema, SHOWS_NOT_FOUND)).friend,
    saveFriend: async ({ id, ...friend }: FriendRequest & { id?: number }): Promise<Friend> =>
      (
        await client.post(
          id === undefined ? '/api/v2/user/add-friend' : '/api/v2/user/edit-friend',
          id === undefined ? friend : { id, ...friend },
          friendResultSchema,
        )
      ).friend,
    removeFriend: remove('/api/v2/user/delete-friend'),
  };
}
